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

/** HSTS when the product is served over HTTPS, for every answer. */
const hsts = (config: Config) =>
  config.https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false;

/** helmet's options for a document: the web app's pages, its files, the API reference, /rpc. */
function documentOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: hsts(config),
  };
}

/** Where the API's JSON (and CSV) answers are served: never a document that runs anything. */
export const API_PATHS = '/api/v2/';

/**
 * helmet's options for an API answer (JSON, or a CSV download), as the OWASP REST cheat sheet
 * lists them: a policy that lets such an answer, opened as a page, load and run nothing
 * (`default-src 'none'`, stricter than the app's) and be framed by nobody, X-Frame-Options
 * DENY, nosniff (never read as HTML or script), a strict Referrer-Policy,
 * Cross-Origin-Resource-Policy same-origin (no other site embeds it), HSTS over HTTPS. What is
 * left out governs what a document's scripts may do (COOP, Origin-Agent-Cluster, the
 * Permissions-Policy) or old browsers' HTML handling (X-XSS-Protection, X-Download-Options,
 * X-DNS-Prefetch-Control, X-Permitted-Cross-Domain-Policies): an answer that runs no script
 * has nothing for them to restrict. Eight fewer headers, ~800 bytes less, on every API answer
 * (docs/caching.md, Benchmark).
 */
function apiOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: hsts(config),
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
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
 * helmet's headers to set. The one it removes, X-Powered-By, is sent by neither Node nor
 * Fastify, and nothing sets it before the hook runs: removing it there was a loop that did
 * nothing on every request.
 */
function headersToSet(headers: Map<string, string | undefined>): Record<string, string> {
  const set: Record<string, string> = {};
  for (const [name, value] of headers) if (value !== undefined) set[name] = value;
  return set;
}

/**
 * Security headers on every answer (the web app, the API, /rpc, errors and 404s), by helmet.
 * A document gets the CSP above, X-Frame-Options DENY, nosniff, a strict Referrer-Policy,
 * HSTS only when HTTPS says the product is served over TLS, and a Permissions-Policy; an API
 * answer the set for answers that run nothing (`apiOptions`).
 *
 * None of them depends on the request (no CSP nonces), so helmet computes them once here and
 * one callback hook sets them (no promise, no microtask). @fastify/helmet is not used: even
 * registered without `global`, it runs two hooks on every request, one of them async
 * (docs/caching.md, Benchmark).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const documentHeaders = helmetHeaders(documentOptions(config));
  documentHeaders.set('permissions-policy', PERMISSIONS_POLICY);
  const document = headersToSet(documentHeaders);
  const api = headersToSet(helmetHeaders(apiOptions(config)));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(API_PATHS) ? api : document);
    done();
  });
}
