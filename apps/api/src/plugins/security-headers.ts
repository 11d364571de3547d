import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

/**
 * The Content-Security-Policy, from the settings: only this origin's scripts (no inline
 * script, no eval), data: images for the CSS's inline icons, and requests to this origin plus
 * the chain RPC and the explorer. Nobody may frame the app (clickjacking a "Confirm"), change
 * its base URL, embed plugins or post its forms elsewhere.
 */
export function cspDirectives(config: Pick<Config, 'chainRpcUrl' | 'explorerUrl' | 'https'>) {
  const connect = [...new Set([...originOf(config.chainRpcUrl), ...originOf(config.explorerUrl)])];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
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

/**
 * Security headers on every answer (the web app, the API, /rpc, errors and 404s), by
 * @fastify/helmet: the CSP above, X-Frame-Options DENY, nosniff, a strict Referrer-Policy,
 * HSTS only when HTTPS says the product is served over TLS, and a Permissions-Policy.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.https
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false }
      : false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
