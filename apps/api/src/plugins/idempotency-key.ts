import type { FastifyInstance, preValidationHookHandler } from 'fastify';
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
  // Only on those routes: the others (every read) run no hook for it.
  app.addHook('onRoute', (route) => {
    const schema = route.schema?.headers as HeaderSchema | undefined;
    if (!requiresKey(schema)) return;
    const signedIn = requiresSession(route.preHandler);
    const pattern = schema?.properties?.[HEADER]?.pattern;
    const valid = pattern ? new RegExp(pattern) : null;
    const check: preValidationHookHandler = (request, _reply, done) => {
      const key = request.headers[HEADER];
      if (key === undefined || key === '') {
        if (signedIn && !request.headers.authorization) return done(new AppError('unauthorized'));
        return done(new AppError('idempotencyKeyRequired'));
      }
      if (typeof key !== 'string' || (valid && !valid.test(key))) {
        return done(new AppError('idempotencyKeyInvalid'));
      }
      done();
    };
    route.preValidation = [...(route.preValidation ? [route.preValidation].flat() : []), check];
  });
}
