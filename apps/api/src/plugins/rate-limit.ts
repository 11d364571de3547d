import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../errors';
import { tokenHash } from './auth';

const MINUTE = 60_000;

/** Per-IP limits for the two sign-in routes (business-rules section 2). */
export const perIp = (max: number) => ({
  max,
  timeWindow: MINUTE,
  keyGenerator: (request: FastifyRequest) => `ip:${request.ip}`,
});

/**
 * Rate limits of every route registered after this in the same scope: per token when the
 * request carries one, else per IP. In-memory, so per instance; several instances behind a
 * load balancer need a shared store (@fastify/rate-limit's Redis store; see the README).
 */
export async function registerRateLimit(app: FastifyInstance, config: Config) {
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.perMin,
    timeWindow: MINUTE,
    keyGenerator(request) {
      const hash = tokenHash(request);
      return hash ? `token:${hash}` : `ip:${request.ip}`;
    },
    // The x-ratelimit-* headers only on a refusal (with retry-after): the web app reads none
    // of them, and three more headers on every answer cost time on the hot read path.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) =>
      new AppError('rateLimited', [String(Math.max(1, Math.ceil(context.ttl / 1000)))]),
  });
}
