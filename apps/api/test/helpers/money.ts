// Money tests: real transfers and claims on the shared test chain, each test database with a
// Vault of its own (docs/ledger.md, "Tests").
//
// Why a Vault per database: reconciliation compares a ledger with the Vault's balance on the
// chain. Test files run in parallel on one chain; with one shared Vault, every file would see
// the others' deposits and no ledger could balance. A fresh Vault (one contract, ~50 ms) makes
// its balance belong to exactly one ledger, while the tokens stay the shared deployment's.
//
// Dev accounts that send transactions, one set per file, so parallel files never race for a
// nonce or a balance (sign-in tests only sign, they send nothing):
//   deposit.test.ts   10 operator, 11 and 12 users, 13 unregistered sender
//   withdrawal.test.ts 14 operator, 15 and 16 users
//   records.test.ts   17 operator, 18 user
//   ledger-check.test.ts 19 operator
//   wallet/wallet.test.ts 9 operator and user (other files only sign with 9)
//   pledge.test.ts    5 operator, 6 and 7 users (other files only sign with 5-7)
// Files past these 20 give accounts of their own gas and tokens (helpers/team.ts).
import { randomUUID } from 'node:crypto';
import { erc20Abi, vaultAbi, vaultBytecode } from '@xbond/contracts/abis';
import type { Deployment } from '@xbond/contracts/deploy';
import type { Asset } from '@xbond/shared/assets';
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  getAddress,
  type Hash,
  type Hex,
  http,
  keccak256,
  type LocalAccount,
  parseUnits,
  toHex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { expect, inject } from 'vitest';
import { assetAddresses } from '../../src/chain/tokens';
import type { Db } from '../../src/db/db';
import { openLedger } from '../../src/ledger/opening';
import { formatReconciliation, reconcile } from '../../src/ledger/reconcile';
import type { Clock } from '../../src/time/clock';
import { createTestApp, envelope, type TestApp } from './app';
import { postLogin, signedLogin } from './siwe';

/** The withdrawal signer of every money test Vault: a fixed, test-only key. */
export const TEST_SIGNER_KEY: Hex = keccak256(toHex('xbond api test withdrawal signer'));

/** What each test Vault holds before the ledger opens: the treasury's opening balance. */
export const VAULT_FUNDING: Record<Asset, string> = {
  X: '50000',
  USDD: '50000',
  TNB: '1000',
  LP: '10',
  Z: '100',
  HBOX: '100',
  BOX: '100',
};

export function clients(account: LocalAccount, rpcUrl: string = inject('rpcUrl')) {
  // No retries: a failed request (a revert is error 3) surfaces at once, not after back-off.
  const transport = http(rpcUrl, { retryCount: 0 });
  return {
    publicClient: createPublicClient({ chain: foundry, transport, pollingInterval: 50 }),
    walletClient: createWalletClient({ chain: foundry, transport, account }),
    testClient: createTestClient({ chain: foundry, transport, mode: 'anvil' }),
  };
}

/** The shared deployment with a new Vault (signer TEST_SIGNER_KEY), funded by `operator`. */
export async function deploymentWithOwnVault(operator: LocalAccount): Promise<Deployment> {
  const shared = inject('deployment');
  const { publicClient, walletClient } = clients(operator);
  const signer = privateKeyToAccount(TEST_SIGNER_KEY).address;
  const hash = await walletClient.deployContract({
    abi: vaultAbi,
    bytecode: vaultBytecode,
    args: [signer, operator.address],
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error('the Vault was not deployed');
  const vault = getAddress(receipt.contractAddress);
  const deployment: Deployment = {
    ...shared,
    vault,
    signer,
    owner: operator.address,
    deployBlock: { number: Number(receipt.blockNumber), hash: receipt.blockHash },
  };
  const addresses = assetAddresses(deployment);
  for (const [asset, amount] of Object.entries(VAULT_FUNDING) as [Asset, string][]) {
    await sendToken(operator, addresses[asset], vault, parseUnits(amount, 18));
  }
  return deployment;
}

/** An ERC-20 transfer, mined; returns its hash. */
export async function sendToken(
  from: LocalAccount,
  token: Address,
  to: Address,
  amount: bigint,
): Promise<Hash> {
  const { publicClient, walletClient } = clients(from);
  const hash = await walletClient.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`transfer ${hash} failed`);
  return hash;
}

export async function tokenBalance(token: Address, holder: Address): Promise<bigint> {
  const { publicClient } = clients(privateKeyToAccount(TEST_SIGNER_KEY));
  return publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  });
}

/** The API's withdrawal as JSON. */
export interface WithdrawalJson {
  id: string;
  status: string;
  amount: string;
  fee: string;
  netAmount: string;
  voucher: { user: Address; token: Address; amount: string; nonce: string; deadline: number };
  signature: Hex;
  vault: Address;
}

/** Redeems a voucher with Vault.claim from `from` (mined, status success expected). */
export async function claimVoucher(
  from: LocalAccount,
  w: WithdrawalJson,
  rpcUrl?: string,
): Promise<Hash> {
  const { publicClient, walletClient } = clients(from, rpcUrl);
  const hash = await walletClient.writeContract({
    address: w.vault,
    abi: vaultAbi,
    functionName: 'claim',
    args: [
      {
        user: w.voucher.user,
        token: w.voucher.token,
        amount: BigInt(w.voucher.amount),
        nonce: BigInt(w.voucher.nonce),
        deadline: BigInt(w.voucher.deadline),
      },
      w.signature,
    ],
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`claim ${hash} failed`);
  return hash;
}

/**
 * The real app on `db` with a Vault of its own, the ledger opened as `npm start` does, and
 * helpers to sign in and to check conservation against the chain.
 */
export async function createMoneyApp(
  db: Db,
  operator: LocalAccount,
  env: Record<string, string> = {},
  deployment?: Deployment,
  options: { clock?: Clock; rpcUrl?: string } = {},
) {
  const own = deployment ?? (await deploymentWithOwnVault(operator));
  const { app, config, chain } = await createTestApp(
    db,
    { WITHDRAW_SIGNER_KEY: TEST_SIGNER_KEY, RATE_LIMIT_PER_MIN: '100000', ...env },
    { deployment: own, ...options },
  );
  const opening = await openLedger(app.money);
  const tokens = assetAddresses(own);

  /** Signs in (registering with the genesis invite code) and returns the bearer header. */
  async function login(account: LocalAccount): Promise<string> {
    const res = await postLogin(
      app,
      await signedLogin(app, account as Parameters<typeof signedLogin>[1], {
        inviteCode: config.genesisInviteCode,
      }),
    );
    const body = envelope(res) as { code: number; data: { token: string } };
    if (body.code !== 1) throw new Error(`login failed: ${res.body}`);
    return `Bearer ${body.data.token}`;
  }

  /**
   * Conservation (docs/ledger.md, "Conservation") after the watcher catches up: ledger = Vault, per
   * asset.
   */
  async function expectConserved() {
    await app.watcher.tick();
    const r = await reconcile(db, app.money.client, app.money.book);
    expect(r.ok, formatReconciliation(r, app.money.book)).toBe(true);
    for (const a of r.assets) expect(a.ahead).toBe(0n);
    return r;
  }

  return { app, config, chain, deployment: own, tokens, opening, login, expectConserved };
}

export type MoneyApp = Awaited<ReturnType<typeof createMoneyApp>>;

/**
 * POST/GET through the app with a bearer token; returns the envelope. A POST carries a fresh
 * Idempotency-Key unless `headers` names one, as every client of a money-moving route must.
 */
export async function call(
  app: TestApp,
  auth: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const key = method === 'POST' ? { 'idempotency-key': randomUUID() } : {};
  const res = await app.inject({
    method,
    url,
    headers: { authorization: auth, ...key, ...headers },
    ...(payload ? { payload } : {}),
  });
  return envelope(res) as { code: number; msg: string; data: never };
}

/** Base units of `amount` whole tokens (every test token has 18 decimals). */
export const units = (amount: string) => parseUnits(amount, 18);
