import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { FIRST_PAINT_SCRIPT_HASH } from '../../src/plugins/security-headers';
import { createTestApp, type TestApp, tempDataDir } from '../helpers/app';
import { databases } from '../helpers/databases';
import { account } from '../helpers/siwe';

/** The Content-Security-Policy as directive -> sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...sources] = d.trim().split(/\s+/);
        return [name, sources];
      }),
  );
}

function webDist(): string {
  const dist = tempDataDir();
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>XBond</title>');
  writeFileSync(join(dist, 'assets', 'index-3f2a9c.js'), 'console.log(1);');
  return dist;
}

// Headers do not depend on the database: PGlite is enough.
const [pglite] = databases();

describe('security headers', () => {
  let db: Db;
  let close: () => Promise<void>;
  let app: TestApp;
  let deployed: TestApp;

  beforeAll(async () => {
    if (!pglite) throw new Error('no PGlite');
    ({ db, close } = await pglite.open());
    ({ app } = await createTestApp(
      db,
      { RATE_LIMIT_NONCE_PER_MIN: '1' },
      { webDistDir: webDist() },
    ));
    // A real deployment's settings: an external RPC (with a key in its path), an explorer, TLS.
    ({ app: deployed } = await createTestApp(
      db,
      {
        CHAIN_RPC_URL: 'https://rpc.example.org/v3/secret-key',
        ROOT_ADDRESS: account(0).address,
        WITHDRAW_SIGNER_KEY: `0x${'ab'.repeat(32)}`,
        EXPLORER_URL: 'https://scan.example.net/',
        HTTPS: 'true',
      },
      { webDistDir: webDist(), genesis: false },
    ));
  });
  afterAll(async () => {
    await app?.close();
    await deployed?.close();
    await close?.();
  });

  const nonce = () => app.inject({ url: `/api/v2/login/nonce?address=${account(11).address}` });

  /** One answer of each kind the product gives, and whether it is an API answer. */
  const answers: [string, () => Promise<LightMyRequestResponse>, number, 'api' | 'document'][] = [
    ['the web page', () => app.inject({ url: '/' }), 200, 'document'],
    ['a static asset', () => app.inject({ url: '/assets/index-3f2a9c.js' }), 200, 'document'],
    ['the API reference', () => app.inject({ url: '/api/docs' }), 200, 'document'],
    ['an API answer', () => app.inject({ url: '/api/v2/common/system_info' }), 200, 'api'],
    ['an API refusal (401)', () => app.inject({ url: '/api/v2/user/wallet' }), 401, 'api'],
    [
      'a validation error',
      () => app.inject({ method: 'POST', url: '/api/v2/login/address', payload: {} }),
      200,
      'api',
    ],
    ['an API 404', () => app.inject({ url: '/api/v2/nope' }), 404, 'api'],
    ['a 404', () => app.inject({ url: '/nope.js' }), 404, 'document'],
    [
      '/rpc',
      () =>
        app.inject({
          method: 'POST',
          url: '/rpc',
          payload: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        }),
      200,
      'document',
    ],
    ['the health check', () => app.inject({ url: '/health' }), 200, 'document'],
    [
      'a rate-limited answer (429)',
      async () => {
        await nonce();
        return nonce();
      },
      429,
      'api',
    ],
  ];

  it.each(answers)('are on %s', async (_kind, send, status, kind) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Plain HTTP (the local demo): no HSTS, which would pin a browser to https://localhost.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // helmet removes it; neither Node nor Fastify nor any route sends it.
    expect(res.headers['x-powered-by']).toBeUndefined();
    if (kind === 'document') {
      expect(csp(res).get('default-src')).toEqual(["'self'"]);
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    } else {
      // An answer that runs nothing: opened as a page, it may load nothing and be framed by
      // nobody; the headers that restrict a document's scripts have nothing to restrict.
      expect(Object.fromEntries(csp(res))).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(res.headers['permissions-policy']).toBeUndefined();
      expect(res.headers['x-xss-protection']).toBeUndefined();
    }
  });

  it('allow only what the app needs', async () => {
    const policy = csp(await app.inject({ url: '/' }));
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'self'"],
      // The web app's first-paint script, by its hash: the only inline script that runs.
      'script-src': ["'self'", FIRST_PAINT_SCRIPT_HASH],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'frame-src': ["'none'"],
      'base-uri': ["'none'"],
      'object-src': ["'none'"],
      'form-action': ["'self'"],
    });
    const policyText = [...policy.values()].flat().join(' ');
    expect(policyText).not.toContain('unsafe');
  });

  it('turn off the browser features the app never uses, but not the clipboard', async () => {
    const res = await app.inject({ url: '/' });
    const features = String(res.headers['permissions-policy']).split(', ');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(features).toContain(`${feature}=()`);
    }
    expect(String(res.headers['permissions-policy'])).not.toContain('clipboard');
  });

  it('let no other site read an answer: no CORS headers, even to a preflight', async () => {
    const origin = { origin: 'https://evil.example' };
    const read = await app.inject({ url: '/api/v2/common/system_info', headers: origin });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v2/user/wallet',
      headers: { ...origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });

  it("allow a deployment's RPC and explorer origins, and add HSTS when served over HTTPS", async () => {
    const res = await deployed.inject({ url: '/' });
    const policy = csp(res);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://rpc.example.org',
      'https://scan.example.net',
    ]);
    // Only origins: the RPC URL's path (often an API key) is never published.
    expect(String(res.headers['content-security-policy'])).not.toContain('secret-key');
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000');
    const api = await deployed.inject({ url: '/api/v2/user/wallet' });
    expect(api.headers['strict-transport-security']).toBe('max-age=15552000');
  });
});
