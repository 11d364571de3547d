import { createTestClient, http } from 'viem';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/db';
import { systemBalance } from '#src/ledger/balances';
import { manualClock } from '#test/helpers/clock';
import { databases } from '#test/helpers/databases';
import { depositApi, type Order, payOrder } from '#test/helpers/deposits';
import { call, createMoneyApp, type MoneyApp, sendToken, units } from '#test/helpers/money';
import { ownAccount, ownChain, ownMoneyApp } from '#test/helpers/own-chain';
import { transfer } from '#test/helpers/product';
import { giveTokens, teamAccount } from '#test/helpers/team';

// Deposits under settings other than the defaults of deposit.test.ts. The operator is account
// 36 (helpers/team.ts), given gas and tokens directly: no other file sends from it.
const operator = teamAccount(36);
const ownedChain = ownChain();

beforeAll(async () => {
  // It funds a Vault of its own for each database (helpers/money.ts VAULT_FUNDING).
  await giveTokens(operator, '1000000');
});

describe.each(databases())('deposits with other settings on $name', (database) => {
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

    const operatorX = () => depositApi(() => mOp.app).available(operatorAuth, 'X');

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
      const hash = await payOrder(operator, order);
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
