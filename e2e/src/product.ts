/**
 * Starts the whole product for the browser tests the way `npm start` does (apps/api's
 * main.ts), from apps/api's own exports: local chain + contracts, embedded PGlite in a temp
 * DATA_DIR, migrations, genesis, the API serving a demo build of the web app. Free ports.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@xbond/api/app';
import { connectChain } from '@xbond/api/chain/client';
import { loadConfig } from '@xbond/api/config';
import { migrate } from '@xbond/api/db/migrate';
import { openDb } from '@xbond/api/db/open';
import { MIGRATIONS_DIR } from '@xbond/api/paths';
import { ensureGenesis } from '@xbond/api/services/genesis';
import { startChain } from '@xbond/api/start/chain';
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
  const closers: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const close of closers.reverse()) await close().catch(() => {});
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
    const started = await startChain(config);
    closers.push(started.stop);
    const db = await openDb(config);
    closers.push(() => db.close());
    await migrate(db, MIGRATIONS_DIR);
    await ensureGenesis(db, config.rootAddress, config.genesisInviteCode);
    const chain = await connectChain(started.rpcUrl, started.local);
    const app = await buildApp({
      config,
      db,
      chain,
      deployment: started.deployment,
      webDistDir: webDir,
      logger: false,
    });
    closers.push(() => app.close());
    await app.listen({ port: config.port, host: config.host });
    return {
      baseUrl: `http://localhost:${config.port}`,
      chainRpcUrl: started.rpcUrl,
      chainId: chain.chainId,
      genesisInviteCode: config.genesisInviteCode,
      rootAddress: config.rootAddress,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
