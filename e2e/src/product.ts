/**
 * Starts the whole product for the browser tests with `npm start`'s own start sequence
 * (apps/api's startProduct): local chain + contracts, embedded PGlite in a temp DATA_DIR,
 * migrations, genesis, the ledger opened, the API serving a demo build of the web app (or the
 * production build, for what must hold without the dev wallet), and the chain watcher. Free
 * ports; the web app is built into a temp folder of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@xbond/api/config';
import { startProduct as startApiProduct } from '@xbond/api/start/product';
import { findFreePort } from '@xbond/contracts/chain';
import { build } from 'vite';
import type { ProductInfo } from './worker-product';

export interface RunningProduct extends ProductInfo {
  stop(): Promise<void>;
}

/** Products serving one build of the web app, and how to stop them all. */
export interface RunningProducts {
  products: ProductInfo[];
  stop(): Promise<void>;
}

const WEB_ROOT = fileURLToPath(new URL('../../apps/web/', import.meta.url));

/** A build of the web app: the demo's (with the dev wallet, as `npm start` serves it) or production's. */
export type WebMode = 'demo' | 'production';

/** Builds the web app in `mode` into a folder of its own. */
async function buildWeb(outDir: string, mode: WebMode): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production'; // vitest sets 'test'; React must be its production build
  try {
    await build({
      root: WEB_ROOT,
      mode,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/** One product, as `startProducts` starts them. */
export async function startProduct(webMode: WebMode = 'demo'): Promise<RunningProduct> {
  const { products, stop } = await startProducts(1, webMode);
  return { ...(products[0] as ProductInfo), stop };
}

/** `count` products, each with its own chain and data, serving one build of the web app. */
export async function startProducts(
  count: number,
  webMode: WebMode = 'demo',
): Promise<RunningProducts> {
  const webDir = mkdtempSync(join(tmpdir(), 'xbond-e2e-web-'));
  const started: RunningProduct[] = [];
  const stop = async () => {
    await Promise.all(started.map((product) => product.stop().catch(() => {})));
    rmSync(webDir, { recursive: true, force: true });
  };
  try {
    await buildWeb(webDir, webMode);
    // One after another: each picks its ports just before it binds them.
    while (started.length < count) started.push(await startWithRetries(webDir));
    return { products: started.map(({ stop: _, ...info }) => info), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function startWithRetries(webDir: string): Promise<RunningProduct> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePorts(webDir);
    } catch (error) {
      // A port found free can still be taken by another lane's choice before it is bound.
      if (!portTaken(error) || attempt === START_ATTEMPTS) throw error;
    }
  }
}

const START_ATTEMPTS = 3;

const portTaken = (error: unknown) =>
  /EADDRINUSE|already in use/.test(error instanceof Error ? `${error.message} ${error.stack}` : '');

/** A product serving the web build in `webDir`, on ports picked just before it starts. */
async function startOnFreePorts(webDir: string): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'xbond-e2e-data-'));
  try {
    const [port, chainPort] = [await findFreePort(), await findFreePort()];
    const config = loadConfig({
      PORT: String(port),
      CHAIN_PORT: String(chainPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // One browser signs in many times a minute here.
      RATE_LIMIT_LOGIN_PER_MIN: '10000',
      RATE_LIMIT_NONCE_PER_MIN: '10000',
      RATE_LIMIT_PER_MIN: '100000',
      // Every browser is 127.0.0.1, and each test's signing out ends with a 401 or more.
      RATE_LIMIT_UNAUTHORIZED_PER_MIN: '10000',
      // V1 within reach of a chain of three (a chain has no small region): one valid direct.
      // The higher levels are the defaults.
      TEAM_LEVELS: '0:1:500,50000:3:1000,200000:3:1500,1000000:3:2000,5000000:3:2500',
    });
    const product = await startApiProduct(config, {
      log: () => {},
      webDistDir: webDir,
      logger: false,
    });
    const stop = async () => {
      await product.stop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    };
    return {
      baseUrl: product.url,
      chainRpcUrl: product.chain.rpcUrl,
      chainId: product.chain.chainId,
      genesisInviteCode: config.genesisInviteCode,
      rootAddress: config.rootAddress,
      stop,
    };
  } catch (error) {
    // startApiProduct stopped what it started.
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
