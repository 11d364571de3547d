import { erc20Abi } from '@xbond/contracts/abis';
import { ERRORS } from '@xbond/shared/errors';
import type { Hash } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/db';
import { systemBalance } from '#src/ledger/balances';
import { databases } from '#test/helpers/databases';
import { depositApi, expectRefusal, type Order, payOrder } from '#test/helpers/deposits';
import {
  call,
  clients,
  createMoneyApp,
  type MoneyApp,
  sendToken,
  units,
} from '#test/helpers/money';
import { account } from '#test/helpers/siwe';

// Dev accounts of this file (see helpers/money.ts): 10 operator, 11 and 12 users, 13 stranger.
// Deposits with other settings (an operator who is a user, more confirmations):
// deposit-settings.test.ts.
const operator = account(10);
const alice = account(11);
const bob = account(12);
const stranger = account(13);

describe.each(databases())('deposits (recharge) on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let m: MoneyApp;
  let aliceAuth: string;
  let bobAuth: string;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    m = await createMoneyApp(db, operator);
    aliceAuth = await m.login(alice);
    bobAuth = await m.login(bob);
  });
  afterAll(async () => {
    await m?.app.close();
    await close?.();
  });
  // Conservation against the chain after every test (docs/ledger.md, "Conservation").
  afterEach(async () => {
    await m.expectConserved();
  });

  const { create, callback, wallet, available } = depositApi(() => m.app);

  it('creates an order that says what to send where, and credits it by callback', async () => {
    const before = await available(aliceAuth, 'X');
    const order = await create(aliceAuth, 'X', '25.5');
    expect(order).toMatchObject({
      asset: 'X',
      amount: '25.5',
      contractAddress: m.tokens.X,
      recipientAddress: m.deployment.vault,
      decimals: 18,
      status: 'open',
      txHash: null,
    });
    const ttl = Date.parse(order.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect((await wallet(aliceAuth)).pendingDeposits.map((o) => o.id)).toContain(order.id);

    const hash = await payOrder(alice, order);
    const body = await callback(aliceAuth, order.id, hash);
    expect(body.code, body.msg).toBe(1);
    expect(body.data).toMatchObject({
      status: 'credited',
      order: { id: order.id, status: 'credited' },
      requiredConfirmations: 1,
    });
    expect(await available(aliceAuth, 'X')).toBe(String(Number(before) + 25.5));
    expect((await wallet(aliceAuth)).pendingDeposits.map((o) => o.id)).not.toContain(order.id);
  });

  it('credits a deposit with no callback at all: the watcher finds it (closed tab)', async () => {
    const order = await create(aliceAuth, 'USDD', '7.25');
    await payOrder(alice, order);
    const tick = await m.app.watcher.tick();
    expect(tick.deposits).toBe(1);
    expect(await available(aliceAuth, 'USDD')).toBe('7.25');
    const [row] = await db.query<{ status: string }>(
      'SELECT status FROM deposit_orders WHERE id = $1',
      [order.id],
    );
    expect(row?.status).toBe('credited');
    // A late callback finds it done and credits nothing more.
    const late = await callback(aliceAuth, order.id, (await lastTx(order)) as string);
    expect(late.data).toMatchObject({ status: 'credited' });
    expect(await available(aliceAuth, 'USDD')).toBe('7.25');
  });

  /** The hash of the transfer that credited an order. */
  const lastTx = async (order: Order) =>
    (
      await db.query<{ tx_hash: string }>(
        `SELECT e.tx_hash FROM deposit_orders o JOIN chain_events e ON e.id = o.chain_event_id
         WHERE o.id = $1`,
        [order.id],
      )
    )[0]?.tx_hash;

  it('credits once: a repeated callback, then the watcher, then the callback again', async () => {
    const order = await create(bobAuth, 'X', '3');
    const hash = await payOrder(bob, order);
    expect((await callback(bobAuth, order.id, hash)).data).toMatchObject({ status: 'credited' });
    expect((await callback(bobAuth, order.id, hash)).data).toMatchObject({ status: 'credited' });
    expect((await m.app.watcher.tick()).deposits).toBe(0);
    expect((await callback(bobAuth, order.id, hash)).data).toMatchObject({ status: 'credited' });
    expect(await available(bobAuth, 'X')).toBe('3');
    const events = await db.query('SELECT 1 FROM chain_events WHERE tx_hash = $1', [hash]);
    expect(events).toHaveLength(1);
  });

  it('credits once when the watcher is first and the callback follows', async () => {
    const order = await create(bobAuth, 'TNB', '1.5');
    const hash = await payOrder(bob, order);
    expect((await m.app.watcher.tick()).deposits).toBe(1);
    expect((await callback(bobAuth, order.id, hash)).data).toMatchObject({ status: 'credited' });
    expect(await available(bobAuth, 'TNB')).toBe('1.5');
  });

  it('credits an unmatched transfer from a registered address as a plain deposit', async () => {
    const before = Number(await available(bobAuth, 'Z'));
    await sendToken(bob, m.tokens.Z, m.deployment.vault, units('4'));
    expect((await m.app.watcher.tick()).deposits).toBe(1);
    expect(Number(await available(bobAuth, 'Z'))).toBe(before + 4);
  });

  it('holds a transfer from an unregistered address in suspense, outside every user', async () => {
    const before = await systemBalance(db, 'suspense', 'HBOX');
    await sendToken(stranger, m.tokens.HBOX, m.deployment.vault, units('2'));
    expect((await m.app.watcher.tick()).deposits).toBe(1);
    expect(await systemBalance(db, 'suspense', 'HBOX')).toBe(before + units('2'));
    const [event] = await db.query<{ disposition: string; user_id: string | null }>(
      `SELECT disposition, user_id FROM chain_events WHERE asset = 'HBOX' ORDER BY id DESC LIMIT 1`,
    );
    expect(event).toEqual({ disposition: 'suspense', user_id: null });
  });

  it('refuses invalid amounts', async () => {
    for (const amount of ['0', '0.0', `1.${'1'.repeat(19)}`]) {
      const body = await call(m.app, aliceAuth, 'POST', '/api/v2/recharge/create', {
        asset: 'X',
        amount,
      });
      expectRefusal(body, 'invalidAmount');
    }
    for (const payload of [
      { asset: 'X', amount: '-1' },
      { asset: 'X', amount: 5 },
      { asset: 'X', amount: '1e3' },
      { asset: 'DOGE', amount: '1' },
      { asset: 'X', amount: '1', extra: true },
      { asset: 'X', amount: '9'.repeat(101) },
    ]) {
      expectRefusal(
        await call(m.app, aliceAuth, 'POST', '/api/v2/recharge/create', payload),
        'invalidRequest',
      );
    }
  });

  it("refuses an unknown order, someone else's order and an expired order", async () => {
    const hash = `0x${'ab'.repeat(32)}`;
    expectRefusal(await callback(aliceAuth, '999999999', hash), 'orderNotFound');
    const bobs = await create(bobAuth, 'X', '1');
    expectRefusal(await callback(aliceAuth, bobs.id, hash), 'orderNotFound');
    const old = await create(aliceAuth, 'X', '1');
    await db.query(
      `UPDATE deposit_orders SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [old.id],
    );
    const expired = await callback(aliceAuth, old.id, hash);
    expectRefusal(expired, 'orderExpired');
    expect(expired.msg).toMatch(/still credited/);
    expect((await wallet(aliceAuth)).pendingDeposits.map((o) => o.id)).not.toContain(old.id);
  });

  it('refuses a transaction that is not on the chain, or that failed', async () => {
    const order = await create(aliceAuth, 'X', '1');
    expectRefusal(await callback(aliceAuth, order.id, `0x${'cd'.repeat(32)}`), 'txNotFound');
    // A transfer of more than the sender holds reverts; mined with status 0 (no gas estimate).
    const { walletClient, publicClient } = clients(alice);
    const failed = await walletClient.writeContract({
      address: m.tokens.X,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [m.deployment.vault, units('999999999999')],
      gas: 100_000n,
    });
    expect((await publicClient.waitForTransactionReceipt({ hash: failed })).status).toBe(
      'reverted',
    );
    expectRefusal(await callback(aliceAuth, order.id, failed), 'txFailed');
  });

  it("refuses someone else's transaction", async () => {
    const order = await create(aliceAuth, 'X', '2');
    const bobsTx = await payOrder(bob, order);
    expectRefusal(await callback(aliceAuth, order.id, bobsTx), 'txNotYours');
  });

  it('refuses a wrong token, recipient or amount, and a transaction with no transfer', async () => {
    const order = await create(aliceAuth, 'X', '2');
    const wrongToken = await sendToken(alice, m.tokens.USDD, m.deployment.vault, units('2'));
    const body = await callback(aliceAuth, order.id, wrongToken);
    expectRefusal(body, 'depositWrongToken');
    expect(body.msg).toContain('X');
    const wrongRecipient = await sendToken(alice, m.tokens.X, stranger.address, units('2'));
    expectRefusal(await callback(aliceAuth, order.id, wrongRecipient), 'depositWrongRecipient');
    const wrongAmount = await sendToken(alice, m.tokens.X, m.deployment.vault, units('2.5'));
    const amountBody = await callback(aliceAuth, order.id, wrongAmount);
    expectRefusal(amountBody, 'depositWrongAmount');
    expect(amountBody.msg).toContain('2 X');
    const { walletClient, publicClient } = clients(alice);
    const approve = await walletClient.writeContract({
      address: m.tokens.X,
      abi: erc20Abi,
      functionName: 'approve',
      args: [m.deployment.vault, 1n],
    });
    await publicClient.waitForTransactionReceipt({ hash: approve });
    expectRefusal(await callback(aliceAuth, order.id, approve), 'depositNoTransfer');
    // The order is still open; the stray transfers into the Vault are credited as deposits.
    const ticked = await m.app.watcher.tick();
    expect(ticked.deposits).toBe(2);
  });

  it('refuses a transaction already credited to another order', async () => {
    const first = await create(aliceAuth, 'BOX', '1');
    const second = await create(aliceAuth, 'BOX', '1');
    const hash = await payOrder(alice, first);
    expect((await callback(aliceAuth, first.id, hash)).code).toBe(1);
    expectRefusal(await callback(aliceAuth, second.id, hash), 'txAlreadyCredited');
  });

  it('answers in the locale of Accept-Language', async () => {
    const res = await m.app.inject({
      method: 'POST',
      url: '/api/v2/recharge/callback',
      headers: { authorization: aliceAuth, 'accept-language': 'ja' },
      payload: { id: '999999999', txHash: `0x${'ab'.repeat(32)}` },
    });
    expect(res.json()).toMatchObject({ code: 2010, msg: ERRORS.orderNotFound.msg.ja });
  });

  it('credits a deposit made while the API was down, after a restart on the same database', async () => {
    const order = await create(aliceAuth, 'LP', '0.5');
    await m.app.close();
    const hash: Hash = await payOrder(alice, order);
    m = await createMoneyApp(db, operator, {}, m.deployment);
    expect(m.opening.status).toBe('existing');
    aliceAuth = await m.login(alice);
    bobAuth = await m.login(bob);
    expect((await m.app.watcher.tick()).deposits).toBe(1);
    expect(await available(aliceAuth, 'LP')).toBe('0.5');
    expect((await callback(aliceAuth, order.id, hash)).data).toMatchObject({ status: 'credited' });
  });
});
