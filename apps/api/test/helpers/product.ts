// Helpers for tests of the whole product as `npm start` runs it: its own chain and DATA_DIR.
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { erc20Abi } from '@xbond/contracts/abis';
import { findFreePort } from '@xbond/contracts/chain';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  http,
  type LocalAccount,
  parseUnits,
} from 'viem';
import { foundry } from 'viem/chains';
import { inject } from 'vitest';
import { type Config, loadConfig } from '../../src/config';
import { startProduct } from '../../src/start/product';
import { ORIGIN, tempDataDir } from './app';

/** Settings of a product on free ports in a fresh DATA_DIR (sign-in from the tests' ORIGIN). */
export async function productEnv(extra: Record<string, string> = {}) {
  const dataDir = tempDataDir();
  const port = await findFreePort();
  return {
    DATA_DIR: dataDir,
    PORT: String(port),
    CHAIN_PORT: String(await findFreePort()),
    LOG_LEVEL: 'silent',
    ALLOWED_ORIGINS: `${ORIGIN},http://localhost:${port}`,
    ...extra,
  };
}

export const productConfig = async (extra: Record<string, string> = {}): Promise<Config> =>
  loadConfig(await productEnv(extra));

/**
 * Settings of a product whose DATA_DIR is a copy of one that has started once and stopped
 * (contracts deployed and saved with the chain, database migrated, ledger opened): for tests of
 * what happens after a first start (restarts, kills, a refused state), which need not pay for
 * the deployment and PGlite's initdb again. The first start itself is product.test.ts's.
 */
export async function startedProductEnv(extra: Record<string, string> = {}) {
  const env = await productEnv(extra);
  cpSync(await startedOnce(), env.DATA_DIR, { recursive: true });
  return env;
}

export const startedProductConfig = async (extra: Record<string, string> = {}): Promise<Config> =>
  loadConfig(await startedProductEnv(extra));

let started: Promise<string> | undefined;

/**
 * The DATA_DIR started once, made once per test run in the run's temporary root: the first
 * worker to ask makes it, the other waits for it (its directory is taken as a lock).
 */
function startedOnce(): Promise<string> {
  started ??= (async () => {
    const root = join(inject('tmpRoot'), 'started-once');
    const dataDir = join(root, 'data');
    const [done, failed] = [join(root, 'done'), join(root, 'failed')];
    try {
      mkdirSync(root);
    } catch {
      // Made by another worker: a start takes seconds of CPU, so a look every half second.
      while (!existsSync(done)) {
        if (existsSync(failed)) throw new Error(`the first start failed, see ${failed}`);
        await new Promise((r) => setTimeout(r, 500));
      }
      return dataDir;
    }
    try {
      mkdirSync(dataDir);
      const config = loadConfig({ ...(await productEnv()), DATA_DIR: dataDir });
      const product = await startProduct(config, quietStart(config));
      await product.stop();
      writeFileSync(done, '');
      return dataDir;
    } catch (error) {
      writeFileSync(failed, String(error));
      throw error;
    }
  })();
  return started;
}

/** startProduct's options for tests: no web app build, lines collected. */
export function quietStart(config: Config, lines: string[] = []) {
  return { log: (l: string) => lines.push(l), webDistDir: join(config.dataDir, 'no-web') };
}

/** An ERC-20 transfer of whole units on the chain at `rpcUrl`, mined. */
export async function transfer(
  rpcUrl: string,
  from: LocalAccount,
  token: Address,
  to: Address,
  amount: string,
) {
  const transport = http(rpcUrl, { retryCount: 0 });
  const wallet = createWalletClient({ chain: foundry, transport, account: from });
  const hash = await wallet.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, parseUnits(amount, 18)],
  });
  const receipt = await createPublicClient({ chain: foundry, transport }).waitForTransactionReceipt(
    { hash, pollingInterval: 50 },
  );
  if (receipt.status !== 'success') throw new Error(`transfer ${hash} failed`);
  return hash;
}
