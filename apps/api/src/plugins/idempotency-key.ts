import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { requiresSession } from '../session/auth';

const HEADER = 'idempotency-key';

interface HeaderSchema {
  properties?: Record<string, { pattern?: string } | undefined>;
  required?: string[];
}

const requiresKey = (headers: unknown) =>
  ((headers as HeaderSchema | undefined)?.required ?? []).includes(HEADER);

/**
 * Every route whose header schema requires an Idempotency-Key (each money-moving POST) is
 * refused without one before anything else is looked at, with a message that says why: a client
 * that retries without a key would move money twice (docs/api.md). A key out of the schema's
 * shape gets its own message. Nothing runs and nothing moves. A request with no bearer token at
 * all is told to sign in first (401), as on every signed-in route.
 */
export function registerIdempotencyKey(app: FastifyInstance) {
  const signedIn = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (requiresKey(route.schema?.headers) && requiresSession(route.preHandler)) {
      for (const method of [route.method].flat()) signedIn.add(`${method} ${route.url}`);
    }
  });
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema?.headers as HeaderSchema | undefined;
    if (!requiresKey(schema)) return;
    const key = request.headers[HEADER];
    if (key === undefined || key === '') {
      const route = `${request.method} ${request.routeOptions.url}`;
      if (!request.headers.authorization && signedIn.has(route)) throw new AppError('unauthorized');
      throw new AppError('idempotencyKeyRequired');
    }
    const pattern = schema?.properties?.[HEADER]?.pattern;
    if (typeof key !== 'string' || (pattern && !new RegExp(pattern).test(key))) {
      throw new AppError('idempotencyKeyInvalid');
    }
  });
}
