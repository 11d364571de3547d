import { join } from 'node:path';
import { openPostgres } from '@xbond/api/db/postgres';
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
 * the PostgreSQL server at `url`, request logs off so the figures are the request path's.
 */
export async function startLoadProduct(url: string): Promise<LoadProduct> {
  const schema = await benchSchema(url);
  const { config, dataDir, origin, remove } = await productSettings({
    LOG_LEVEL: 'silent',
    ...RAISED_LIMITS,
  });
  const cleanup = async () => {
    await schema.drop();
    remove();
  };
  try {
    const product = await startProduct(config, {
      log: () => {},
      logger: false,
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
