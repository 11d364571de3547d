import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { databases } from '../helpers/databases';
import { eventually } from '../helpers/eventually';
import { call, createMoneyApp, type MoneyApp, sendToken, units } from '../helpers/money';
import { account } from '../helpers/siwe';

// Dev account of this file (see helpers/money.ts): 9 operator and user.
const user = account(9);

interface Wallet {
  balances: { asset: string; available: string; pendingWithdrawal: string }[];
  pendingDeposits: { id: string; amount: string }[];
  pendingWithdrawals: { id: string; amount: string }[];
}

const wallet = async (m: MoneyApp, auth: string) => {
  const body = await call(m.app, auth, 'GET', '/api/v2/user/wallet');
  expect(body.code, body.msg).toBe(1);
  return body.data as Wallet;
};
const balance = (w: Wallet, asset: string) => w.balances.find((b) => b.asset === asset);

describe.each(databases())('the wallet read model on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let another: (() => Promise<Db>) | undefined;
  let m: MoneyApp;
  let auth: string;

  beforeAll(async () => {
    ({ db, close, another } = await database.open());
    m = await createMoneyApp(db, user);
    auth = await m.login(user);
  });
  afterAll(async () => {
    await m?.app.close();
    await close?.();
  });
  afterEach(async () => {
    await m.expectConserved();
  });

  it('serves the wallet from memory, and shows a committed deposit or withdrawal at once', async () => {
    expect(balance(await wallet(m, auth), 'X')?.available).toBe('0');
    // Proof that the wallet is cached: a row written behind the app's back is not seen...
    const [{ id: userId } = { id: '' }] = await db.query<{ id: string }>(
      'SELECT id FROM users WHERE address = $1',
      [user.address.toLowerCase()],
    );
    const [hidden] = await db.query<{ id: string }>(
      `INSERT INTO deposit_orders (user_id, asset, amount, expires_at)
       VALUES ($1, 'USDD', 1, now() + interval '1 hour') RETURNING id`,
      [userId],
    );
    expect((await wallet(m, auth)).pendingDeposits).toEqual([]);

    // ...but a deposit credited by the watcher is, as soon as its transaction has committed.
    await sendToken(user, m.tokens.X, m.deployment.vault, units('20'));
    expect((await m.app.watcher.tick()).deposits).toBe(1);
    const afterDeposit = await wallet(m, auth);
    expect(balance(afterDeposit, 'X')?.available).toBe('20');
    expect(afterDeposit.pendingDeposits.map((o) => String(o.id))).toEqual([String(hidden?.id)]);

    const applied = await call(m.app, auth, 'POST', '/api/v2/withdraw/apply', {
      asset: 'X',
      amount: '12',
    });
    expect(applied.code, applied.msg).toBe(1);
    const afterWithdraw = await wallet(m, auth);
    expect(balance(afterWithdraw, 'X')).toMatchObject({ available: '8', pendingWithdrawal: '12' });
    expect(afterWithdraw.pendingWithdrawals.map((w) => w.amount)).toEqual(['12']);

    const order = await call(m.app, auth, 'POST', '/api/v2/recharge/create', {
      asset: 'TNB',
      amount: '3',
    });
    expect((await wallet(m, auth)).pendingDeposits.map((o) => o.id)).toContain(
      (order.data as { id: string }).id,
    );
  });

  it('drops an open order from the wallet when it expires, cached or not', async () => {
    const order = await call(m.app, auth, 'POST', '/api/v2/recharge/create', {
      asset: 'Z',
      amount: '1',
    });
    const id = (order.data as { id: string }).id;
    expect((await wallet(m, auth)).pendingDeposits.map((o) => o.id)).toContain(id);
    // Expired behind the app's back: the cached entry ends with the order's own expiry...
    await db.query(`UPDATE deposit_orders SET expires_at = now() + interval '300 milliseconds'`);
    await call(m.app, auth, 'POST', '/api/v2/recharge/create', { asset: 'Z', amount: '2' });
    expect((await wallet(m, auth)).pendingDeposits.map((o) => o.id)).toContain(id);
    await new Promise((r) => setTimeout(r, 400));
    expect((await wallet(m, auth)).pendingDeposits.map((o) => o.id)).not.toContain(id);
  });

  it('answers the whole wallet when a change made it read again and it is compressed as a stream', async () => {
    // Over 8 KB a body is compressed as a stream on this kind of machine, so the answer ends
    // after the handler's promise does: what inject does not show, a socket does.
    const origin = await m.app.listen({ port: 0, host: '127.0.0.1' });
    const read = () =>
      fetch(`${origin}/api/v2/user/wallet`, {
        headers: { authorization: auth, 'accept-encoding': 'gzip' },
      });
    for (let i = 1; i <= 20; i++) {
      const created = await call(m.app, auth, 'POST', '/api/v2/recharge/create', {
        asset: 'USDD',
        amount: String(i),
      });
      expect(created.code, created.msg).toBe(1);
    }
    await sendToken(user, m.tokens.X, m.deployment.vault, units('200'));
    expect((await m.app.watcher.tick()).deposits).toBe(1);
    let before = (await wallet(m, auth)).pendingWithdrawals.length;
    for (let i = 0; i < 8; i++) {
      // A withdrawal: the wallet is read from the database again.
      const applied = await call(m.app, auth, 'POST', '/api/v2/withdraw/apply', {
        asset: 'X',
        amount: '10',
      });
      expect(applied.code, applied.msg).toBe(1);
      const res = await read();
      expect(res.headers.get('content-encoding')).toBe('gzip');
      const text = await res.text();
      const body = JSON.parse(text);
      expect(body.code).toBe(1);
      expect(body.data.pendingWithdrawals).toHaveLength(++before);
      if (i === 7) expect(text.length).toBeGreaterThan(8192);
    }
  });

  it.runIf(database.name === 'postgres')(
    'tells another instance on the same database by NOTIFY: wallet changes and logouts',
    async () => {
      const db2 = await (another as () => Promise<Db>)();
      const m2 = await createMoneyApp(db2, user, {}, m.deployment);
      try {
        const before = Number(balance(await wallet(m2, auth), 'X')?.available);
        await sendToken(user, m.tokens.X, m.deployment.vault, units('5'));
        expect((await m.app.watcher.tick()).deposits).toBe(1);
        await eventually(async () => {
          expect(Number(balance(await wallet(m2, auth), 'X')?.available)).toBe(before + 5);
        });

        const other = await m.login(user);
        expect((await wallet(m2, other)).balances).toHaveLength(7);
        await call(m.app, other, 'POST', '/api/v2/login/logout');
        await eventually(async () => {
          const res = await m2.app.inject({
            url: '/api/v2/user/wallet',
            headers: { authorization: other },
          });
          expect(res.statusCode).toBe(401);
        });
      } finally {
        await m2.app.close();
        await db2.close();
      }
    },
  );
});
