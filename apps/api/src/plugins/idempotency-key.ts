import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const HEADER = 'idempotency-key';

interface HeaderSchema {
  properties?: Record<string, { pattern?: string } | undefined>;
  required?: string[];
}

/**
 * Every route whose header schema requires an Idempotency-Key (each money-moving POST) is
 * refused without one before anything else is looked at, with a message that says why: a client
 * that retries without a key would move money twice (docs/api.md). A key out of the schema's
 * shape gets its own message. Nothing runs and nothing moves.
 */
export function registerIdempotencyKey(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema?.headers as HeaderSchema | undefined;
    if (!schema?.required?.includes(HEADER)) return;
    const key = request.headers[HEADER];
    if (key === undefined || key === '') throw new AppError('idempotencyKeyRequired');
    const pattern = schema.properties?.[HEADER]?.pattern;
    if (typeof key !== 'string' || (pattern && !new RegExp(pattern).test(key))) {
      throw new AppError('idempotencyKeyInvalid');
    }
  });
}
