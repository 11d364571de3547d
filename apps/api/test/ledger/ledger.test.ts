import { ERRORS } from '@xbond/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { AppError } from '../../src/errors';
import { externalAccount, systemAccount, userAccount } from '../../src/ledger/accounts';
import { userBalances } from '../../src/ledger/balances';
import { Ledger } from '../../src/ledger/ledger';
import { transferBetweenUsers } from '../../src/ledger/transfer';
import { databases } from '../helpers/databases';

/** The ledger itself, straight on the database: postings, idempotency, concurrency. */
describe.each(databases())('the ledger on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let ledger: Ledger;
  let n = 0;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ledger = new Ledger(db);
  });
  afterAll(async () => {
    await close?.();
  });

  async function newUser(): Promise<string> {
    n++;
    const address = `0x${n.toString(16).padStart(40, '0')}`;
    const rows = await db.query<{ id: string }>(
      'INSERT INTO users (address, invite_code) VALUES ($1, $2) RETURNING id',
      [address, `CODE${n}`],
    );
    return String(rows[0]?.id);
  }

  const fund = (userId: string, amount: bigint, asset: 'X' | 'USDD' = 'X') =>
    ledger.execute({
      key: `fund:${userId}:${asset}:${amount}:${Math.random()}`,
      type: 'test_funding',
      postings: [
        { account: externalAccount(asset), amount: -amount },
        { account: userAccount(userId, asset), amount },
      ],
    });

  const available = async (userId: string, asset: 'X' | 'USDD' = 'X') =>
    (await userBalances(db, userId)).get(asset)?.available ?? 0n;

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a refusal');
      },
      (e: unknown) => {
        expect(e).toBeInstanceOf(AppError);
        return (e as AppError).error;
      },
    );

  it('moves money between users, every operation summing to zero per asset', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await fund(a, 1000n);
    await transferBetweenUsers(ledger, {
      key: `t:${a}:1`,
      from: { userId: a },
      to: { userId: b },
      asset: 'X',
      amount: 300n,
    });
    expect(await available(a)).toBe(700n);
    expect(await available(b)).toBe(300n);
    const unbalanced = await db.query(
      `SELECT p.operation_id, a.asset FROM ledger_postings p
       JOIN ledger_accounts a ON a.id = p.account_id
       GROUP BY p.operation_id, a.asset HAVING SUM(p.amount) <> 0`,
    );
    expect(unbalanced).toEqual([]);
    const [sums] = await db.query<{ total: string; accounts: string }>(
      'SELECT SUM(balance)::text AS total, count(*)::text AS accounts FROM ledger_accounts',
    );
    expect(sums?.total).toBe('0');
  });

  it('refuses an overdraft and keeps nothing of the operation', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await fund(a, 100n);
    const key = `t:${a}:overdraft`;
    const error = await refusal(
      transferBetweenUsers(ledger, {
        key,
        from: { userId: a },
        to: { userId: b },
        asset: 'X',
        amount: 101n,
      }),
    );
    expect(error).toBe('insufficientBalance');
    expect(ERRORS[error].code).toBe(2002);
    expect(await available(a)).toBe(100n);
    expect(await available(b)).toBe(0n);
    expect(
      await db.query('SELECT 1 FROM ledger_operations WHERE idempotency_key = $1', [key]),
    ).toEqual([]);
  });

  it('keeps a database constraint under the code: no user or system balance below zero', async () => {
    const a = await newUser();
    await fund(a, 5n);
    await expect(
      db.query(
        `UPDATE ledger_accounts SET balance = balance - 6
         WHERE owner_type = 'user' AND owner_id = $1 AND asset = 'X'`,
        [a],
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('refuses postings that do not sum to zero per asset, before touching the database', async () => {
    const a = await newUser();
    await expect(
      ledger.execute({
        key: `bad:${a}`,
        type: 'test',
        postings: [
          { account: externalAccount('X'), amount: -5n },
          { account: userAccount(a, 'USDD'), amount: 5n },
        ],
      }),
    ).rejects.toThrow(/Unbalanced postings/);
  });

  it('returns the first result for a replayed key and refuses the key for another request', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await fund(a, 1000n);
    const t = {
      key: `t:${a}:replay`,
      from: { userId: a },
      to: { userId: b },
      asset: 'X' as const,
      amount: 10n,
    };
    const first = await transferBetweenUsers(ledger, t);
    const again = await transferBetweenUsers(ledger, t);
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect(await available(a)).toBe(990n);
    expect(await refusal(transferBetweenUsers(ledger, { ...t, amount: 11n }))).toBe(
      'idempotencyConflict',
    );
    expect(await available(a)).toBe(990n);
  });

  it('lets 100 concurrent debits of one balance succeed exactly floor(balance / amount) times', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await fund(a, 370n);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        transferBetweenUsers(ledger, {
          key: `t:${a}:par:${i}`,
          from: { userId: a },
          to: { userId: b },
          asset: 'X',
          amount: 10n,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(37);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as AppError).error).toBe('insufficientBalance');
    }
    expect(await available(a)).toBe(0n);
    expect(await available(b)).toBe(370n);
  });

  it('runs opposite transfers concurrently without deadlocks', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await fund(a, 1000n);
    await fund(b, 1000n);
    await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const [from, to] = i % 2 ? [a, b] : [b, a];
        return transferBetweenUsers(ledger, {
          key: `t:${a}:${b}:x:${i}`,
          from: { userId: from },
          to: { userId: to },
          asset: 'X',
          amount: 1n + BigInt(i),
        });
      }),
    );
    expect((await available(a)) + (await available(b))).toBe(2000n);
  });

  it('lets only the external account go negative', async () => {
    await ledger.execute({
      key: 'ext-only',
      type: 'test',
      postings: [
        { account: externalAccount('USDD'), amount: -7n },
        { account: systemAccount('treasury', 'USDD'), amount: 7n },
      ],
    });
    const error = await refusal(
      ledger.execute({
        key: 'system-negative',
        type: 'test',
        postings: [
          { account: systemAccount('reward_pool', 'USDD'), amount: -1n },
          { account: systemAccount('treasury', 'USDD'), amount: 1n },
        ],
      }),
    );
    expect(error).toBe('insufficientBalance');
  });
});
