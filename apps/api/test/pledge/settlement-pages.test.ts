import { periodAt } from '@xbond/shared/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { type JobRun, jobKey, type PeriodJob } from '../../src/jobs/job';
import { externalAccount, systemAccount, userAccount } from '../../src/ledger/accounts';
import { systemBalance } from '../../src/ledger/balances';
import type { MoneyContext } from '../../src/ledger/context';
import { Ledger } from '../../src/ledger/ledger';
import type { PledgeContext } from '../../src/pledge/context';
import { fixedReleaseJob } from '../../src/pledge/fixed-release';
import { flexibleYieldJob } from '../../src/pledge/flexible-yield';
import { insertOrder } from '../../src/pledge/orders';
import { databases } from '../helpers/databases';
import { fixedSettings } from '../helpers/fixed-settings';

const UNIT = 10n ** 18n;
const DAY = periodAt('day', new Date('2026-11-24T00:00:00Z'));
const BEFORE = new Date('2026-11-23T12:00:00Z');
const SETTINGS = {
  min: '10',
  limit: '100000',
  flexibleRatePpm: 3000,
  terms: [{ days: 30, minRatePpm: 4000, maxRatePpm: 6000 }],
  earningsCapMultiple: 5,
};

/** The JobRun the runner would hand the job; `crash` makes its checkpoint fail. */
function jobRun(job: PeriodJob, progress: string | null, crash = false): JobRun {
  return {
    period: DAY,
    progress,
    key: (subject) => jobKey(job.name, DAY.name, subject),
    async checkpoint() {
      if (crash) throw new Error('the runner died mid-page');
    },
  };
}

/**
 * A day's settlement pays each page of orders (or users) as one ledger operation keyed by the
 * page (docs/pledge.md, "Settlement jobs"): a page that fails rolls back whole, a rerun posts
 * nothing twice, and every user still has their own posting and earnings row.
 */
describe.each(databases())('settlement pages on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let ledger: Ledger;
  let ctx: PledgeContext;
  let users: string[];

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ledger = new Ledger(db);
    ctx = {
      money: { db, ledger } as Pick<MoneyContext, 'db' | 'ledger'> as MoneyContext,
      ...fixedSettings(SETTINGS),
    };
    const rows = await db.query<{ id: string }>(
      `INSERT INTO users (address, invite_code)
       SELECT '0x' || lpad(to_hex(g), 40, '0'), 'PAGE' || g FROM generate_series(1, 3) g
       RETURNING id`,
    );
    users = rows.map((r) => String(r.id));
    await ledger.execute({
      key: 'test:pool',
      type: 'treasury_topup',
      postings: [
        { account: externalAccount('X'), amount: -1000n * UNIT },
        { account: systemAccount('reward_pool', 'X'), amount: 1000n * UNIT },
      ],
    });
    // The first user holds two orders: one posting of theirs for both.
    for (const [i, userId] of [users[0], ...users].entries()) {
      await ledger.transaction(async (tx) => {
        const amount = BigInt(100 * (i + 1)) * UNIT;
        const op = await tx.begin({ key: `test:order:${i}`, type: 'fixed_stake', userId });
        await tx.post(op.id, [
          { account: externalAccount('X'), amount: -amount },
          { account: userAccount(userId as string, 'X', 'fixed_principal'), amount },
        ]);
        await insertOrder(tx.q, {
          userId: userId as string,
          amount,
          days: 30,
          minRatePpm: 4000,
          maxRatePpm: 6000,
          orderTime: BEFORE,
          rewardStart: DAY.start,
          maturityTime: new Date(DAY.start.getTime() + 30 * 86_400_000),
          operationId: op.id,
        });
      });
    }
  });
  afterAll(async () => {
    await close?.();
  });

  const pool = () => systemBalance(db, 'reward_pool', 'X');
  /** The job's total due fixed for the day (one SQL sum) and its rewards' recorded dues. */
  const dues = async (job: string, source: string) => {
    const [row] = await db.query<{ fixed: string; recorded: string }>(
      `SELECT (SELECT due::text FROM pledge_days WHERE job = $1 AND day = $3) AS fixed,
         (SELECT SUM(due)::text FROM earnings WHERE source = $2 AND day = $3) AS recorded`,
      [job, source, DAY.name],
    );
    return row;
  };
  const earnings = () =>
    db.query<{ user_id: string; order_id: string; paid: string; operation_id: string }>(
      `SELECT user_id::text, order_id::text, paid::text, operation_id::text FROM earnings
       WHERE source = 'fixed' ORDER BY order_id`,
    );

  it('rolls a failed page back whole, pays it once on the rerun, and never twice', async () => {
    const job = fixedReleaseJob(ctx);
    const before = await pool();
    await expect(job.run(jobRun(job, null, true))).rejects.toThrow('mid-page');
    expect(await earnings()).toEqual([]);
    expect(await pool()).toBe(before);

    await job.run(jobRun(job, null));
    const paid = await earnings();
    // 100, 200, 300, 400 X at the band's max (the pool is healthy): 0.6% a day.
    expect(paid.map((e) => e.paid)).toEqual(
      [6n, 12n, 18n, 24n].map((x) => ((x * UNIT) / 10n).toString()),
    );
    const total = paid.reduce((s, e) => s + BigInt(e.paid), 0n);
    expect(await pool()).toBe(before - total);
    // One operation for the page, keyed by it, its postings netted per account.
    const ops = await db.query<{ key: string; postings: string }>(
      `SELECT o.idempotency_key AS key, count(p.id)::text AS postings FROM ledger_operations o
       JOIN ledger_postings p ON p.operation_id = o.id WHERE o.type = 'fixed_release'
       GROUP BY o.id`,
    );
    expect(ops).toEqual([{ key: `job:pledge-fixed-release:${DAY.name}:page:0`, postings: '4' }]);
    expect(new Set(paid.map((e) => e.operation_id)).size).toBe(1);
    const released = await db.query<{ released: string }>(
      'SELECT released::text FROM fixed_orders ORDER BY id',
    );
    expect(released.map((r) => r.released)).toEqual(paid.map((e) => e.paid));
    expect(await dues(job.name, 'fixed')).toEqual({
      fixed: total.toString(),
      recorded: total.toString(),
    });

    // A rerun from the start (its progress lost) and one from the saved cursor post nothing.
    await job.run(jobRun(job, null));
    await job.run(jobRun(job, paid[0]?.order_id ?? null));
    expect(await earnings()).toEqual(paid);
    expect(await pool()).toBe(before - total);
  });

  it('pays the flexible yield per page, each user their own posting and record', async () => {
    for (const [i, userId] of users.entries()) {
      await ledger.transaction(async (tx) => {
        const amount = BigInt(100 * (i + 1)) * UNIT;
        const op = await tx.begin({ key: `test:stake:${i}`, type: 'stake', userId });
        await tx.post(op.id, [
          { account: externalAccount('X'), amount: -amount },
          { account: userAccount(userId, 'X', 'flexible_principal'), amount },
        ]);
        await tx.q.query(
          'INSERT INTO flexible_events (user_id, at, delta, operation_id) VALUES ($1, $2, $3, $4)',
          [userId, BEFORE.toISOString(), amount.toString(), op.id],
        );
      });
    }
    const job = flexibleYieldJob(ctx);
    await expect(job.run(jobRun(job, null, true))).rejects.toThrow('mid-page');
    await job.run(jobRun(job, null));
    await job.run(jobRun(job, null));
    const rows = await db.query<{ user_id: string; amount: string; type: string }>(
      `SELECT a.owner_id AS user_id, p.amount::text AS amount, o.type FROM ledger_postings p
       JOIN ledger_accounts a ON a.id = p.account_id
       JOIN ledger_operations o ON o.id = p.operation_id
       WHERE a.kind = 'available' ORDER BY a.owner_id::bigint`,
    );
    // 0.3% of 100, 200, 300 X, once each, as each user's `reward` record.
    expect(rows).toEqual(
      users.map((userId, i) => ({
        user_id: userId,
        amount: ((BigInt(3 * (i + 1)) * UNIT) / 10n).toString(),
        type: 'reward',
      })),
    );
    const yields = (18n * UNIT) / 10n;
    expect(await dues(job.name, 'flexible')).toEqual({
      fixed: yields.toString(),
      recorded: yields.toString(),
    });
  });
});
