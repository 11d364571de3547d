import { inject } from 'vitest';

/** What a browser test needs of a running product (global-setup.ts starts one per worker). */
export interface ProductInfo {
  baseUrl: string;
  chainRpcUrl: string;
  chainId: number;
  genesisInviteCode: string;
  rootAddress: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    products: ProductInfo[];
  }
}

/**
 * The product of the worker running this file. Two files that run at once are on two workers,
 * so each has a product (its chain, database and demo clock) of its own: one file's clock move
 * or operator switch never reaches a file running beside it.
 */
export function workerProduct(): ProductInfo {
  const products = inject('products');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const product = products[(worker - 1) % products.length];
  if (!product) throw new Error('the browser tests were started without a product');
  return product;
}
