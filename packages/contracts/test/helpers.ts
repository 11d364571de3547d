// Shared test helpers. Dev account use, so files never step on each other's balances:
//   0  deployer of the shared deployment (holds the remaining supply)
//   2  relayer that submits claims (pays gas only; its token balances stay untouched)
//   18, 19  deployers of the extra deployments in deploy.test.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  type LocalAccount,
  type PublicClient,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { expect, onTestFinished } from 'vitest';
import { devAccounts } from '../src/chain';

export { testSigner } from './fixtures';

export function devAccount(index: number): LocalAccount {
  const account = devAccounts(index + 1)[index];
  if (!account) throw new Error(`no dev account ${index}`);
  return account;
}

/** A new empty directory, removed when the current test ends. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'xbond-contracts-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export function randomAddress(): Address {
  return privateKeyToAccount(generatePrivateKey()).address;
}

export function clients(rpcUrl: string, account: LocalAccount) {
  // The local chain mines on every transaction: poll receipts fast. No retries: a failed request
  // (a revert is error 3, a stopped chain a network error) surfaces at once, not after back-off.
  const transport = http(rpcUrl, { retryCount: 0 });
  const publicClient: PublicClient = createPublicClient({
    chain: foundry,
    transport,
    pollingInterval: 50,
  });
  const walletClient = createWalletClient({ chain: foundry, transport, account });
  // evm_increaseTime, anvil_mine, evm_setNextBlockTimestamp.
  const testClient = createTestClient({ chain: foundry, transport, mode: 'anvil' });
  return { publicClient, walletClient, testClient };
}

/** Asserts that `promise` fails with the contract's custom error `errorName`. */
export async function expectRevert(promise: Promise<unknown>, errorName: string): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected a revert with ${errorName}`).toBeInstanceOf(BaseError);
  const revert = (error as BaseError).walk((e) => e instanceof ContractFunctionRevertedError);
  expect(revert).toBeInstanceOf(ContractFunctionRevertedError);
  expect((revert as ContractFunctionRevertedError).data?.errorName).toBe(errorName);
}

export async function latestTimestamp(publicClient: PublicClient): Promise<bigint> {
  return (await publicClient.getBlock()).timestamp;
}
