import { openSync } from 'node:fs';
import { join } from 'node:path';
import { openPostgres } from '@xbond/api/db/postgres';
import { batchedStdout } from '@xbond/api/log-destination';
import { createLogger } from '@xbond/api/logger';
import { type RunningProduct, startProduct } from '@xbond/api/start/product';
import { benchSchema } from '../postgres-schema';
import { productSettings } from '../product-settings';

/**
 * Every user of the load comes from 127.0.0.1, so the per-IP limits that guard one person's
 * address would refuse the crowd: the bench raises them (and says so in its output).
 */
export const RAISED_LIMITS = {
  RATE_LIMIT_PER_MIN: '1000000',
  RATE_LIMIT_LOGIN_PER_MIN: '1000000',
  RATE_LIMIT_NONCE_PER_MIN: '1000000',
  RATE_LIMIT_UNAUTHORIZED_PER_MIN: '1000000',
};

export interface LoadProduct {
  product: RunningProduct;
  origin: string;
  stop(): Promise<void>;
}

/**
 * The product as `npm start` runs it (its own chain, DATA_DIR and ports) on a fresh schema of
 * the PostgreSQL server at `url`, with its default request logs: a line per request at
 * LOG_LEVEL's default, written as to stdout but into DATA_DIR/product.log, as a deployment's
 * stdout goes to a file or a collector rather than into the bench's report.
 */
export async function startLoadProduct(url: string): Promise<LoadProduct> {
  const schema = await benchSchema(url);
  const { config, dataDir, origin, remove } = await productSettings(RAISED_LIMITS);
  const cleanup = async () => {
    await schema.drop();
    remove();
  };
  try {
    const product = await startProduct(config, {
      log: () => {},
      logger: createLogger(
        config.logLevel,
        batchedStdout(openSync(join(dataDir, 'product.log'), 'a')),
      ),
      webDistDir: join(dataDir, 'no-web'),
      openDb: () => openPostgres(url, schema.options),
    });
    return {
      product,
      origin,
      async stop() {
        await product.stop();
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
