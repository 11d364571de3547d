import { Redis } from 'ioredis';
import { StartError } from '../start-error';

export interface RedisLog {
  warn(obj: object, msg: string): void;
}

/** Says at most this often that Redis is away, however fast ioredis retries. */
const WARN_EVERY_MS = 10_000;

/** What to print about a Redis server: its host and port, never a password. */
export function describeRedis(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || '6379'}`;
}

/**
 * The Redis the API instances share (REDIS_URL, docs/deploy.md), answering before this
 * returns: a wrong URL stops the start instead of a first request. Every key starts with
 * `keyPrefix`. Commands fail at once while the connection is down (no offline queue, no
 * retries per command), so no request waits for Redis: the rate limits let requests through
 * until it answers again, and that is logged.
 */
export async function openRedis(
  settings: { url: string; keyPrefix: string },
  log: RedisLog,
): Promise<Redis> {
  const redis = new Redis(settings.url, {
    keyPrefix: settings.keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 5_000,
  });
  // Wall time, not the product's Clock: this spaces out log lines for the operator, and the
  // demo's time travel must not silence or flood them.
  let warnedAt = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - warnedAt < WARN_EVERY_MS) return;
    warnedAt = Date.now();
    log.warn({ err: error }, 'Redis does not answer: rate limits are not applied meanwhile');
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new StartError(
      `REDIS_URL: no answer from Redis at ${describeRedis(settings.url)} (${String(error)})`,
    );
  }
  return redis;
}
