/**
 * Starts the whole product for the browser tests with `npm start`'s own start sequence
 * (apps/api's startProduct): local chain + contracts, embedded PGlite in a temp DATA_DIR,
 * migrations, genesis, the ledger opened, the API serving a demo build of the web app, and
 * the chain watcher. Free ports; the web app is built into a temp folder of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@xbond/api/config';
import { startProduct as startApiProduct } from '@xbond/api/start/product';
import { build } from 'vite';

export interface RunningProduct {
  baseUrl: string;
  chainRpcUrl: string;
  chainId: number;
  genesisInviteCode: string;
  rootAddress: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const WEB_ROOT = fileURLToPath(new URL('../../apps/web/', import.meta.url));

/** The demo build (with the dev wallet), as `npm start` serves it, into its own folder. */
async function buildWeb(outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production'; // vitest sets 'test'; React must be its production build
  try {
    await build({
      root: WEB_ROOT,
      mode: 'demo',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

export async function startProduct(): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'xbond-e2e-data-'));
  const webDir = mkdtempSync(join(tmpdir(), 'xbond-e2e-web-'));
  let stopApi = async () => {};
  const stop = async () => {
    await stopApi().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDir, { recursive: true, force: true });
  };
  try {
    const [port, chainPort] = [await freePort(), await freePort()];
    await buildWeb(webDir);
    const config = loadConfig({
      PORT: String(port),
      CHAIN_PORT: String(chainPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // One browser signs in many times a minute here.
      RATE_LIMIT_LOGIN_PER_MIN: '10000',
      RATE_LIMIT_NONCE_PER_MIN: '10000',
      RATE_LIMIT_PER_MIN: '100000',
    });
    const product = await startApiProduct(config, {
      log: () => {},
      webDistDir: webDir,
      logger: false,
    });
    stopApi = product.stop;
    return {
      baseUrl: product.url,
      chainRpcUrl: product.chain.rpcUrl,
      chainId: product.chain.chainId,
      genesisInviteCode: config.genesisInviteCode,
      rootAddress: config.rootAddress,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
