import { erc20Abi } from '@xbond/contracts/abis';
import { ERRORS } from '@xbond/shared/errors';
import {
  type Address,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  type LocalAccount,
  parseUnits,
} from 'viem';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainEventHandlers } from '../../src/app';
import { readCursor } from '../../src/chain/cursor';
import type { Db } from '../../src/db/db';
import { userBalance } from '../../src/ledger/balances';
import { cursorState, rewindCursor } from '../../src/watcher/rewind';
import { ChainWatcher } from '../../src/watcher/watcher';
import { manualClock } from '../helpers/clock';
import { databases } from '../helpers/databases';
import { call, claimVoucher, type MoneyApp, units, type WithdrawalJson } from '../helpers/money';
import { ownAccount, ownChain, ownMoneyApp } from '../helpers/own-chain';
import { transfer } from '../helpers/product';

// A chain of its own: rewriting history would break every other file's ledger.
const chain = ownChain();
const alice = ownAccount(1);
const bystander = ownAccount(2);

/** A signed ERC-20 transfer, not sent: the same transaction can be mined on two histories. */
async function signedTransfer(
  rpcUrl: string,
  from: LocalAccount,
  token: Address,
  to: Address,
  amount: string,
  nonce: number,
): Promise<Hex> {
  const wallet = createWalletClient({ chain: foundry, transport: http(rpcUrl), account: from });
  const request = await wallet.prepareTransactionRequest({
    to: token,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parseUnits(amount, 18)],
    }),
    nonce,
    gas: 100_000n,
  });
  return wallet.signTransaction(request);
}

/** What the watcher logged, by level. */
function recordingLog() {
  const lines: { level: string; msg: string }[] = [];
  const at = (level: string) => (_obj: object, msg: string) => lines.push({ level, msg });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

describe.each(databases())('the watcher after a reorg on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let m: MoneyApp;
  let aliceAuth: string;
  let aliceId: string;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    m = await ownMoneyApp(db, chain, manualClock('2026-11-25T10:00:00Z'));
    aliceAuth = await m.login(alice);
    const user = await db.query<{ id: string }>('SELECT id FROM users WHERE address = $1', [
      alice.address.toLowerCase(),
    ]);
    aliceId = String(user[0]?.id);
  });
  afterAll(async () => {
    await m?.app.close();
    await close?.();
  });

  it('credits nothing from the forked history, says so in /health and to callbacks, resumes after a rewind', async () => {
    const anvil = createTestClient({
      chain: foundry,
      mode: 'anvil',
      transport: http(chain.rpcUrl),
    });
    const { X } = m.deployment.tokens;
    const { lines, log } = recordingLog();
    const watcher = new ChainWatcher(m.app.money, chainEventHandlers, log);
    const available = () => userBalance(db, aliceId, 'X', 'available');

    // The history the ledger is booked from: one deposit, read by the watcher.
    const shared = await m.app.money.client.getBlockNumber();
    const snapshot = await anvil.snapshot();
    await transfer(chain.rpcUrl, alice, X.address, m.deployment.vault, '100');
    expect((await watcher.tick()).deposits).toBe(1);
    expect(await available()).toBe(units('100'));
    const booked = await readCursor(db);

    // Another history from the snapshot on: the cursor's height now holds another block.
    await anvil.revert({ id: snapshot });
    const order = await call(m.app, aliceAuth, 'POST', '/api/v2/recharge/create', {
      asset: 'X',
      amount: '300',
    });
    expect(order.code, order.msg).toBe(1);
    const forked = await transfer(chain.rpcUrl, alice, X.address, m.deployment.vault, '300');
    await anvil.mine({ blocks: 2 });

    const first = await watcher.tick();
    expect(first.deposits).toBe(0);
    expect(first.reorg).toMatchObject({ block: booked?.blockNumber, expected: booked?.blockHash });
    expect(first.reorg?.found).not.toBe(booked?.blockHash);
    expect((await watcher.tick()).reorg).not.toBeNull();
    expect(await available()).toBe(units('100'));
    expect(await readCursor(db)).toEqual(booked);
    // Logged once, however many ticks find it.
    const errors = lines.filter((l) => l.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.msg).toMatch(/reorg/);

    const health = await m.app.inject({ url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      status: 'error',
      reason: 'chain_reorg',
      block: booked?.blockNumber.toString(),
    });

    // The web client's "I deposited" call for the forked transfer is refused too.
    const { id } = order.data as { id: string };
    const refused = await call(m.app, aliceAuth, 'POST', '/api/v2/recharge/callback', {
      id,
      txHash: forked,
    });
    expect(refused.code, refused.msg).toBe(ERRORS.chainReorg.code);
    expect(await available()).toBe(units('100'));
    const events = await db.query('SELECT id FROM chain_events WHERE tx_hash = $1', [forked]);
    expect(events).toHaveLength(0);

    // So is "I redeemed my voucher" for a claim mined on the forked history.
    const applied = await call(m.app, aliceAuth, 'POST', '/api/v2/withdraw/apply', {
      asset: 'X',
      amount: '50',
    });
    expect(applied.code, applied.msg).toBe(1);
    const w = applied.data as WithdrawalJson;
    const claimed = await claimVoucher(alice, w, chain.rpcUrl);
    const claimRefused = await call(m.app, aliceAuth, 'POST', '/api/v2/withdraw/callback', {
      id: w.id,
      txHash: claimed,
    });
    expect(claimRefused.code, claimRefused.msg).toBe(ERRORS.chainReorg.code);
    const [row] = await db.query<{ status: string }>(
      'SELECT status FROM withdrawals WHERE id = $1',
      [w.id],
    );
    expect(row?.status).toBe('pending');

    // The operator's way out: the cursor back to a block both histories share, never forward.
    const { client } = m.app.money;
    await expect(rewindCursor(db, client, (booked?.blockNumber ?? 0n) + 1n)).rejects.toThrow(
      /would skip events/,
    );
    expect((await cursorState(db, client)).onChain).not.toBe(booked?.blockHash);
    await rewindCursor(db, client, shared);
    const state = await cursorState(db, client);
    expect(state.cursor.blockNumber).toBe(shared);
    expect(state.onChain).toBe(state.cursor.blockHash);
    // The watcher reads the standing history: its deposit and its claim, each booked once.
    const resumed = await watcher.tick();
    expect(resumed).toMatchObject({ reorg: null, deposits: 1, claims: 1 });
    expect((await m.app.inject({ url: '/health' })).statusCode).toBe(200);
    // 100 from the forgotten history is still booked: what ledger:check shows the operator.
    expect(await available()).toBe(units('350'));
    const [settled] = await db.query<{ status: string }>(
      'SELECT status FROM withdrawals WHERE id = $1',
      [w.id],
    );
    expect(settled?.status).toBe('completed');
    expect((await watcher.tick()).deposits).toBe(0);
  });

  it('credits a transfer once when a deep reorg mines it again at another log index', async () => {
    const anvil = createTestClient({
      chain: foundry,
      mode: 'anvil',
      transport: http(chain.rpcUrl),
    });
    const { client } = m.app.money;
    const { X } = m.deployment.tokens;
    const watcher = new ChainWatcher(m.app.money, chainEventHandlers, recordingLog().log);
    const available = () => userBalance(db, aliceId, 'X', 'available');
    const before = await available();

    // Two deposits signed once: the first keyed by its receipt place, the second recorded as
    // before migration 017 (no place yet), which its event must take over.
    const shared = await client.getBlockNumber();
    const snapshot = await anvil.snapshot();
    const nonce = await client.getTransactionCount({ address: alice.address });
    const raw = [
      await signedTransfer(chain.rpcUrl, alice, X.address, m.deployment.vault, '40', nonce),
      await signedTransfer(chain.rpcUrl, alice, X.address, m.deployment.vault, '2', nonce + 1),
    ];
    const hashes: Hex[] = [];
    for (const tx of raw) {
      const hash = await client.sendRawTransaction({ serializedTransaction: tx });
      await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      hashes.push(hash);
    }
    expect((await watcher.tick()).deposits).toBe(2);
    expect(await available()).toBe(before + units('42'));
    const blockIndex = async (hash: Hex) =>
      (await client.getTransactionReceipt({ hash })).logs[0]?.logIndex;
    const firstIndex = await Promise.all(hashes.map(blockIndex));
    await db.query('UPDATE chain_events SET tx_log_index = NULL WHERE tx_hash = $1', [
      hashes[1]?.toLowerCase(),
    ]);

    // Another history: a stranger's transfer first, then both again, all in one block.
    await anvil.revert({ id: snapshot });
    await anvil.setAutomine(false);
    try {
      await transferLater(bystander, X.address);
      for (const tx of raw) await client.sendRawTransaction({ serializedTransaction: tx });
      await anvil.mine({ blocks: 3 });
    } finally {
      await anvil.setAutomine(true);
    }
    const movedIndex = await Promise.all(hashes.map(blockIndex));
    // The same transactions, each log now elsewhere in its block.
    expect(movedIndex).not.toEqual(firstIndex);

    expect((await watcher.tick()).reorg).not.toBeNull();
    await rewindCursor(db, client, shared);
    const resumed = await watcher.tick();
    expect(resumed).toMatchObject({ reorg: null, deposits: 0 });
    expect(await available()).toBe(before + units('42'));
    const rows = await db.query<{ tx_log_index: number }>(
      'SELECT tx_log_index FROM chain_events WHERE tx_hash = ANY($1) ORDER BY id',
      [hashes.map((h) => h.toLowerCase())],
    );
    expect(rows.map((r) => r.tx_log_index)).toEqual([0, 0]);
  });

  /** A transfer that emits a log, sent to the pool of transactions without waiting for it. */
  async function transferLater(from: LocalAccount, token: Address) {
    const wallet = createWalletClient({
      chain: foundry,
      transport: http(chain.rpcUrl),
      account: from,
    });
    await wallet.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [ownAccount(3).address, parseUnits('1', 18)],
      // Ahead of the re-sent deposits in the block.
      maxPriorityFeePerGas: parseUnits('5', 9),
    });
  }
});
