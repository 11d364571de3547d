// Helpers for tests of the whole product as `npm start` runs it: its own chain and DATA_DIR.
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
import { type Config, loadConfig } from '../../src/config';
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
