import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

/**
 * The API's structured logger. Bearer tokens, signatures and secrets never reach a log line,
 * whatever object a log call happens to include.
 */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'headers.authorization',
          'signature',
          '*.signature',
          'token',
          '*.token',
          'withdrawSignerKey',
          '*.withdrawSignerKey',
          'databaseUrl',
          '*.databaseUrl',
          'redis.url',
          '*.redis.url',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/** One log line per request, when it completes, instead of Fastify's two. */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = { method: request.method, url: request.url, status: reply.statusCode };
    const ms = Math.round(reply.elapsedTime);
    if (error) reply.log.error({ ...line, ms, err: error }, 'request errored');
    else reply.log.info({ ...line, ms }, 'request');
  }
}
