import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { AppError } from '../errors';
import { tokenHash } from '../session/auth';
import type { SessionStore } from '../session/store';
import { RateWindow } from './rate-window';

const MINUTE = 60_000;

/** Per-IP limits for the two sign-in routes (docs/security.md, "Sign-in and sessions"). */
export const perIp = (max: number) => ({
  max,
  timeWindow: MINUTE,
  keyGenerator: (request: FastifyRequest) => `ip:${request.ip}`,
});

const retryAfter = (ttlMs: number) => String(Math.max(1, Math.ceil(ttlMs / 1000)));

/** Keys counted in memory at most (~100 bytes each): tokens and IPs seen within a minute. */
const MAX_KEYS = 100_000;

/** The rate limit's key: the token when the request carries one, else the IP. */
function limitKey(request: FastifyRequest) {
  const hash = tokenHash(request);
  return hash ? `token:${hash}` : `ip:${request.ip}`;
}

/**
 * limitKey for the in-memory windows: a token's key is its hash itself, the same string each
 * time (BearerHashes), so the lookup builds, flattens and hashes no new string per request.
 * It never meets an IP's key: 64 hex digits are no `ip:` key.
 */
function memoryKey(request: FastifyRequest) {
  return tokenHash(request) ?? `ip:${request.ip}`;
}

/**
 * Rate limits of every route registered after this in the same scope: per token when the
 * request carries one, else per IP; and the per-IP limit on 401 answers. Routes with a
 * `config.rateLimit` of their own (the sign-in routes, per IP) have only that one.
 *
 * One instance (no REDIS_URL): counted in this process by a synchronous hook (RateWindow), no
 * promise per request. Several instances (REDIS_URL): counted in Redis by @fastify/rate-limit,
 * so the limit is shared by every instance (docs/deploy.md); Redis away, requests are let
 * through rather than refused (`skipOnError`), and logged.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: Config,
  shared: { redis: Redis | null; sessions: SessionStore },
) {
  const { redis } = shared;
  const max = config.rateLimit.perMin;
  await app.register(rateLimit, {
    global: redis !== null,
    max,
    timeWindow: MINUTE,
    keyGenerator: limitKey,
    ...(redis ? { redis, nameSpace: 'rate:', skipOnError: true } : {}),
    // The x-ratelimit-* headers only on a refusal (with retry-after): the web app reads none
    // of them, and three more headers on every answer cost time on the hot read path.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) =>
      new AppError('rateLimited', [retryAfter(context.ttl)]),
  });
  if (!redis) limitInMemory(app, max);
  limitUnauthorized(app, config.rateLimit.unauthorizedPerMin, shared.sessions);
}

/**
 * The per-token/per-IP limit of one instance, on each route without a limit of its own: a
 * refusal is the same 429 as @fastify/rate-limit's (x-ratelimit-* and retry-after headers).
 */
function limitInMemory(app: FastifyInstance, max: number) {
  const windows = new RateWindow(MINUTE, MAX_KEYS);
  const limit: onRequestHookHandler = (request, reply, done) => {
    const { count, ttlMs } = windows.hit(memoryKey(request));
    if (count <= max) return done();
    const seconds = Math.ceil(ttlMs / 1000);
    reply.header('x-ratelimit-limit', max);
    reply.header('x-ratelimit-remaining', 0);
    reply.header('x-ratelimit-reset', seconds);
    reply.header('retry-after', seconds);
    done(new AppError('rateLimited', [retryAfter(ttlMs)]));
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit) return;
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), limit];
  });
}

/**
 * RATE_LIMIT_UNAUTHORIZED_PER_MIN: an IP that got that many 401 answers in a minute gets 429
 * for every token this instance has not verified, until the minute ends. Made-up tokens each
 * have a per-token budget of their own, so without this a flood of them from one IP would
 * cost a database lookup each, unlimited. Sessions already verified here (in the session
 * cache) pass without a look at the counter: users behind the same IP keep working, and
 * the hot read path makes no extra round trip to Redis.
 */
function limitUnauthorized(app: FastifyInstance, max: number, sessions: SessionStore) {
  const failures = app.createRateLimit({
    max,
    timeWindow: MINUTE,
    keyGenerator: (request) => `401:${request.ip}`,
  });
  // Callback hooks: a verified session and a non-401 answer, the hot read path, pass without
  // a promise or a microtask.
  app.addHook('onRequest', (request, reply, done) => {
    const hash = tokenHash(request);
    if (!hash || sessions.verified(hash)) return done();
    failures(request, { increment: false }).then((status) => {
      if (status.isAllowed || status.remaining > 0 || status.ttl <= 0) return done();
      const seconds = retryAfter(status.ttl);
      reply.header('retry-after', seconds);
      done(new AppError('rateLimited', [seconds]));
    }, done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode !== 401) return done();
    failures(request).then(() => done(), done);
  });
}
