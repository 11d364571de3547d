import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import pino from 'pino';
import { batchedStdout } from './log-destination';

/**
 * The API's structured logger. Bearer tokens, signatures and secrets never reach a log line,
 * whatever object a log call happens to include.
 */
export function createLogger(level: string, destination: pino.DestinationStream = batchedStdout()) {
  const logger = pino(
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
  plainLoggers.add(logger);
  return logger;
}

/** Loggers made by createLogger: pino's default line format, no formatters, mixin or hooks. */
const plainLoggers = new WeakSet<object>();

/**
 * Writes a request's line as pino would (`{"level":30,"time":…,"pid":…,"hostname":…,` the
 * line's fields, `"msg":"request"}`), built by hand: pino's generic path (its object walk,
 * its string escaping, its level and hook checks) cost more than the rest of a line. `lines`
 * is a child of a logger createLogger made, whose format is pino's default.
 */
function requestLineWriter(lines: pino.Logger) {
  const internals = lines as unknown as Record<symbol, unknown>;
  const stream = internals[pino.symbols.streamSym] as pino.DestinationStream;
  // `,"pid":…,"hostname":…`: the bindings pino writes after the time.
  const prefix = internals[pino.symbols.chindingsSym] as string;
  const info = lines.levels.values.info ?? 30;
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (lines.levelVal > info) return;
    stream.write(
      `{"level":${info},"time":${Date.now()}${prefix},"reqId":${JSON.stringify(request.id)},` +
        `"method":${JSON.stringify(request.method)},"url":${JSON.stringify(request.url)},` +
        `"status":${reply.statusCode},"ms":${Math.round(reply.elapsedTime)},"msg":"request"}\n`,
    );
  };
}

/** One log line per request, when it completes, instead of Fastify's two. */
export class OneLinePerRequest extends LogController {
  /**
   * The request lines' logger, `logger` without redaction: a line holds only the request id,
   * method, URL, status and time, none of them secret, and redacting it doubled its cost.
   * An errored request's line, which holds the error, goes through the redacting logger.
   */
  readonly #lines: FastifyBaseLogger | undefined;
  /** The line written by hand, for a logger createLogger made (requestLineWriter). */
  readonly #writeLine: ((request: FastifyRequest, reply: FastifyReply) => void) | null;

  constructor(logger: FastifyBaseLogger | false) {
    super();
    this.#lines = logger ? logger.child({}, { redact: [] }) : undefined;
    this.#writeLine =
      logger && plainLoggers.has(logger) ? requestLineWriter(this.#lines as pino.Logger) : null;
  }

  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (!error && this.#writeLine) return this.#writeLine(request, reply);
    const line = {
      reqId: request.id,
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else (this.#lines ?? reply.log).info(line, 'request');
  }
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's logger (`request.log`) that makes its pino child, bound to the request id, only
 * when something logs through it. Most requests log nothing but their line above (which
 * carries the id itself): the child Fastify makes for every request was garbage on every read.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown>,
    private readonly options: object,
  ) {}

  #logger(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  #log(level: Level, args: unknown[]): void {
    const logger = this.#logger();
    (logger[level] as (...a: unknown[]) => void).apply(logger, args);
  }

  get level() {
    return this.#child?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.#logger().level = level;
  }
  fatal(...args: unknown[]) {
    this.#log('fatal', args);
  }
  error(...args: unknown[]) {
    this.#log('error', args);
  }
  warn(...args: unknown[]) {
    this.#log('warn', args);
  }
  info(...args: unknown[]) {
    this.#log('info', args);
  }
  debug(...args: unknown[]) {
    this.#log('debug', args);
  }
  trace(...args: unknown[]) {
    this.#log('trace', args);
  }
  silent() {}
  child(bindings: Record<string, unknown>, options?: object): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: request loggers made on first use (LazyRequestLogger). */
export const lazyRequestLogger = (
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: object,
): FastifyBaseLogger => new LazyRequestLogger(logger, bindings, options);
