import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db';
import { createLogger } from '../src/logger';
import { createTestApp, envelope, type TestApp } from './helpers/app';
import { databases } from './helpers/databases';
import { account, postLogin, signedLogin } from './helpers/siwe';

/** A logger writing into memory, and everything it wrote so far. */
function capture(level = 'trace') {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger(level, sink), text: () => lines.join('') };
}

const SIGNER_KEY = `0x${'5e'.repeat(32)}`;
const DATABASE_URL = 'postgres://xbond:hunter2-password@db.internal/xbond';

describe('the logger', () => {
  it('redacts bearer tokens, cookies, signatures, session tokens and secrets in what it is given', () => {
    const { logger, text } = capture();
    logger.info(
      {
        req: { headers: { authorization: 'Bearer tok-in-header', cookie: 'sid=cookie-value' } },
        headers: { authorization: 'Bearer tok-in-headers' },
        signature: '0xsig-top',
        body: { signature: '0xsig-nested', token: 'tok-nested' },
        token: 'tok-top',
        withdrawSignerKey: SIGNER_KEY,
        config: {
          withdrawSignerKey: SIGNER_KEY,
          databaseUrl: DATABASE_URL,
          redis: { url: 'redis://:redis-secret@cache:6379', keyPrefix: 'xbond:' },
        },
        redis: { url: 'redis://:redis-secret@cache:6379' },
        databaseUrl: DATABASE_URL,
      },
      'everything a careless log call could include',
    );
    const out = text();
    for (const secret of [
      'tok-in-header',
      'cookie-value',
      'tok-in-headers',
      'sig-top',
      'sig-nested',
      'tok-nested',
      'tok-top',
      '5e5e5e',
      'hunter2',
      'redis-secret',
    ]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[redacted]');
    expect(out).toContain('everything a careless log call could include');
  });
});

// The logs do not depend on the database: PGlite is enough.
const [pglite] = databases();

describe('the API at log level trace', () => {
  let db: Db;
  let close: () => Promise<void>;
  let app: TestApp;
  const log = capture('trace');

  beforeAll(async () => {
    if (!pglite) throw new Error('no PGlite');
    ({ db, close } = await pglite.open());
    ({ app } = await createTestApp(
      db,
      { WITHDRAW_SIGNER_KEY: SIGNER_KEY, LOG_LEVEL: 'trace' },
      { logger: log.logger },
    ));
  });
  afterAll(async () => {
    await app?.close();
    await close?.();
  });

  it('logs every request, but never a token, a signature or the signer key', async () => {
    const login = await signedLogin(app, account(0));
    const res = envelope(await postLogin(app, login)) as { data: { token: string } };
    const { token } = res.data;
    const auth = { authorization: `Bearer ${token}` };
    await app.inject({ url: '/api/v2/user/wallet', headers: auth });
    // A refused body (logged at debug) and a logout.
    await app.inject({
      method: 'POST',
      url: '/api/v2/login/address',
      payload: { ...login, extra: token },
    });
    await app.inject({ method: 'POST', url: '/api/v2/login/logout', headers: auth });
    await app.inject({ url: '/api/v2/user/wallet', headers: auth });

    const out = log.text();
    // One line per request, with its id, status and time.
    expect(out).toMatch(
      /"reqId":"[^"]+","method":"GET","url":"\/api\/v2\/user\/wallet","status":200,"ms":\d+,"msg":"request"/,
    );
    expect(out).toContain('/api/v2/login/logout');
    expect(out).not.toContain(token);
    expect(out).not.toContain(login.signature.slice(2, 40));
    expect(out).not.toContain(SIGNER_KEY.slice(2));
  });
});
