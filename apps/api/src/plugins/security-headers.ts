import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FIRST_PAINT_SCRIPT } from '@xbond/shared/first-paint';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/**
 * Browser features the app never uses, turned off for it and for anything it might embed.
 * Only names Chromium knows: an unknown one is a console error on every page load. The
 * clipboard stays allowed (the top bar copies the address).
 */
const UNUSED_FEATURES = [
  'accelerometer',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = UNUSED_FEATURES.map((f) => `${f}=()`).join(', ');

/** HSTS when served over HTTPS: half a year; subdomains are the operator's to decide. */
const HSTS_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const originOf = (url: string | null) => (url ? [new URL(url).origin] : []);

/** The web app's one inline script (its first paint's frame), allowed by its hash. */
export const FIRST_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;

/**
 * The Content-Security-Policy, from the settings: only this origin's scripts (no inline
 * script but the web app's first-paint one, by its hash; no eval), data: images for the CSS's inline icons, and requests to this origin plus
 * the chain RPC and the explorer. Nobody may frame the app (clickjacking a "Confirm"), change
 * its base URL, embed plugins or post its forms elsewhere.
 */
export function cspDirectives(config: Pick<Config, 'chainRpcUrl' | 'explorerUrl' | 'https'>) {
  const connect = [...new Set([...originOf(config.chainRpcUrl), ...originOf(config.explorerUrl)])];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", FIRST_PAINT_SCRIPT_HASH],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connect],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    ...(config.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** helmet's options for this product's headers. */
function helmetOptions(config: Config) {
  return {
    contentSecurityPolicy: { useDefaults: false as const, directives: cspDirectives(config) },
    frameguard: { action: 'deny' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    strictTransportSecurity: config.https
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false }
      : false,
  };
}

/**
 * The headers helmet's middleware sets (and the ones it removes, as undefined): run once on a
 * response that only records them. None of them depends on the request (no CSP nonces).
 */
export function helmetHeaders(options: HelmetOptions): Map<string, string | undefined> {
  const headers = new Map<string, string | undefined>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.set(name.toLowerCase(), undefined),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every answer (the web app, the API, /rpc, errors and 404s), by helmet:
 * the CSP above, X-Frame-Options DENY, nosniff, a strict Referrer-Policy, HSTS only when HTTPS
 * says the product is served over TLS, and a Permissions-Policy.
 *
 * None of them depends on the request (no CSP nonces), so helmet computes them once here and
 * one callback hook sets them (no promise, no microtask). @fastify/helmet is not used: even
 * registered without `global`, it runs two hooks on every request, one of them async
 * (docs/caching.md, Benchmark).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = helmetHeaders(helmetOptions(config));
  headers.set('permissions-policy', PERMISSIONS_POLICY);
  const set = Object.fromEntries([...headers].filter(([, value]) => value !== undefined));
  const removed = [...headers].filter(([, value]) => value === undefined).map(([name]) => name);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(set);
    for (const name of removed) reply.removeHeader(name);
    done();
  });
}
