import { erc20Abi } from '@xbond/contracts/abis';
import { ERRORS, type ErrorName } from '@xbond/shared/errors';
import { createTestClient, type Hash, http, parseUnits } from 'viem';
import { foundry } from 'viem/chains';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/db';
import { systemBalance } from '#src/ledger/balances';
import { manualClock } from '#test/helpers/clock';
import { databases } from '#test/helpers/databases';
import {
  call,
  clients,
  createMoneyApp,
  type MoneyApp,
  sendToken,
  units,
} from '#test/helpers/money';
import { ownAccount, ownChain, ownMoneyApp } from '#test/helpers/own-chain';
import { transfer } from '#test/helpers/product';
import { account } from '#test/helpers/siwe';

// Dev accounts of this file (see helpers/money.ts): 10 operator, 11 and 12 users, 13 stranger.
const operator = account(10);
const alice = account(11);
const bob = account(12);
const stranger = account(13);
const ownedChain = ownChain();

interface Order {
  id: string;
  asset: string;
  amount: string;
  contractAddress: `0x${string}`;
  recipientAddress: `0x${string}`;
  decimals: number;
  status: string;
  txHash: string | null;
  expiresAt: string;
}

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

  const create = async (auth: string, asset: string, amount: string) => {
    const body = await call(m.app, auth, 'POST', '/api/v2/recharge/create', { asset, amount });
    expect(body.code, body.msg).toBe(1);
    return body.data as Order;
  };
  const callback = (auth: string, id: string, txHash: string) =>
    call(m.app, auth, 'POST', '/api/v2/recharge/callback', { id, txHash });
  const wallet = async (auth: string) =>
    (await call(m.app, auth, 'GET', '/api/v2/user/wallet')).data as {
      balances: { asset: string; available: string; pendingWithdrawal: string }[];
      pendingDeposits: Order[];
    };
  const available = async (auth: string, asset: string) =>
    (await wallet(auth)).balances.find((b) => b.asset === asset)?.available;
  const pay = (who: typeof alice, order: Order) =>
    sendToken(
      who,
      order.contractAddress,
      order.recipientAddress,
      parseUnits(order.amount, order.decimals),
    );
  const expectRefusal = (body: { code: number; msg: string }, name: ErrorName) => {
    expect(body.code, body.msg).toBe(ERRORS[name].code);
  };

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

    const hash = await pay(alice, order);
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
    await pay(alice, order);
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
    const hash = await pay(bob, order);
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
    const hash = await pay(bob, order);
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
    const bobsTx = await pay(bob, order);
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
    const hash = await pay(alice, first);
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
    const hash: Hash = await pay(alice, order);
    m = await createMoneyApp(db, operator, {}, m.deployment);
    expect(m.opening.status).toBe('existing');
    aliceAuth = await m.login(alice);
    bobAuth = await m.login(bob);
    expect((await m.app.watcher.tick()).deposits).toBe(1);
    expect(await available(aliceAuth, 'LP')).toBe('0.5');
    expect((await callback(aliceAuth, order.id, hash)).data).toMatchObject({ status: 'credited' });
  });

  describe('with OPERATOR_ADDRESS set to a registered user (as the genesis account locally)', () => {
    let dbOp: Db;
    let closeOp: () => Promise<void>;
    let mOp: MoneyApp;
    let operatorAuth: string;

    beforeAll(async () => {
      ({ db: dbOp, close: closeOp } = await database.open());
      mOp = await createMoneyApp(dbOp, operator, { OPERATOR_ADDRESS: operator.address });
      operatorAuth = await mOp.login(operator);
    });
    afterAll(async () => {
      await mOp?.app.close();
      await closeOp?.();
    });

    const operatorX = async () =>
      (
        (await call(mOp.app, operatorAuth, 'GET', '/api/v2/user/wallet')).data as {
          balances: { asset: string; available: string }[];
        }
      ).balances.find((b) => b.asset === 'X')?.available;

    it("credits the operator's plain transfer to the treasury, not to its user", async () => {
      const treasury = await systemBalance(dbOp, 'treasury', 'X');
      const hash = await sendToken(operator, mOp.tokens.X, mOp.deployment.vault, units('300'));
      expect((await mOp.app.watcher.tick()).deposits).toBe(1);
      expect(await systemBalance(dbOp, 'treasury', 'X')).toBe(treasury + units('300'));
      expect(await operatorX()).toBe('0');
      const [event] = await dbOp.query<{ disposition: string; user_id: string | null }>(
        'SELECT disposition, user_id FROM chain_events WHERE tx_hash = $1',
        [hash.toLowerCase()],
      );
      expect(event).toEqual({ disposition: 'treasury', user_id: null });
      const [op] = await dbOp.query<{ type: string; user_id: string | null }>(
        `SELECT o.type, o.user_id FROM ledger_operations o
         JOIN chain_events e ON e.operation_id = o.id WHERE e.tx_hash = $1`,
        [hash.toLowerCase()],
      );
      expect(op).toEqual({ type: 'treasury_topup', user_id: null });
      // Not the user's money: absent from its records.
      const records = await call(mOp.app, operatorAuth, 'GET', '/api/v2/user/financial_detail');
      expect((records.data as { total: number }).total).toBe(0);
      await mOp.expectConserved();
    });

    it('still credits a deposit order of the operator to its user', async () => {
      const created = await call(mOp.app, operatorAuth, 'POST', '/api/v2/recharge/create', {
        asset: 'X',
        amount: '5',
      });
      const order = created.data as Order;
      const treasury = await systemBalance(dbOp, 'treasury', 'X');
      const hash = await pay(operator, order);
      const body = await call(mOp.app, operatorAuth, 'POST', '/api/v2/recharge/callback', {
        id: order.id,
        txHash: hash,
      });
      expect(body.data).toMatchObject({ status: 'credited' });
      expect(await operatorX()).toBe('5');
      expect(await systemBalance(dbOp, 'treasury', 'X')).toBe(treasury);
      await mOp.expectConserved();
    });
  });

  // On a chain of its own: on the shared one another file's transaction may land between the
  // payment and the callback, and the transfer would be deeper than this test counts.
  describe('with DEPOSIT_CONFIRMATIONS=3', () => {
    const owner = ownAccount(1);
    let db3: Db;
    let close3: () => Promise<void>;
    let m3: MoneyApp;
    let auth3: string;

    beforeAll(async () => {
      ({ db: db3, close: close3 } = await database.open());
      m3 = await ownMoneyApp(db3, ownedChain, manualClock('2026-11-25T10:00:00Z'), {
        DEPOSIT_CONFIRMATIONS: '3',
      });
      auth3 = await m3.login(owner);
    });
    afterAll(async () => {
      await m3?.app.close();
      await close3?.();
    });

    it('answers "confirming" and keeps the order until the transfer is 3 blocks deep', async () => {
      const created = await call(m3.app, auth3, 'POST', '/api/v2/recharge/create', {
        asset: 'X',
        amount: '6',
      });
      const order = created.data as Order;
      const hash = await transfer(
        ownedChain.rpcUrl,
        owner,
        order.contractAddress,
        order.recipientAddress,
        order.amount,
      );
      const first = await call(m3.app, auth3, 'POST', '/api/v2/recharge/callback', {
        id: order.id,
        txHash: hash,
      });
      expect(first.data).toMatchObject({
        status: 'confirming',
        confirmations: 1,
        requiredConfirmations: 3,
        order: { status: 'confirming', txHash: hash },
      });
      expect((await m3.app.watcher.tick()).deposits).toBe(0);
      const pending = (await call(m3.app, auth3, 'GET', '/api/v2/user/wallet')).data as {
        pendingDeposits: Order[];
      };
      expect(pending.pendingDeposits[0]).toMatchObject({ id: order.id, status: 'confirming' });

      await createTestClient({
        chain: foundry,
        mode: 'anvil',
        transport: http(ownedChain.rpcUrl),
      }).mine({
        blocks: 2,
      });
      const done = await call(m3.app, auth3, 'POST', '/api/v2/recharge/callback', {
        id: order.id,
        txHash: hash,
      });
      expect(done.data).toMatchObject({ status: 'credited', order: { status: 'credited' } });
      await m3.expectConserved();
      const wallet3 = (await call(m3.app, auth3, 'GET', '/api/v2/user/wallet')).data as {
        balances: { asset: string; available: string }[];
      };
      expect(wallet3.balances.find((b) => b.asset === 'X')?.available).toBe('6');
    });
  });
});
