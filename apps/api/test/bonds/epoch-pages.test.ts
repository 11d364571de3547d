import { type Period, periodAt } from '@xbond/shared/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiquidityBondContext, ReserveBondContext } from '../../src/bonds/context';
import type { Db } from '../../src/db/db';
import { type JobRun, jobKey, type PeriodJob } from '../../src/jobs/job';
import {
  type AccountRef,
  externalAccount,
  systemAccount,
  userAccount,
} from '../../src/ledger/accounts';
import { systemBalance } from '../../src/ledger/balances';
import type { MoneyContext } from '../../src/ledger/context';
import { Ledger } from '../../src/ledger/ledger';
import { releaseJob } from '../../src/liquidityBond/release';
import { rebaseJob } from '../../src/reserveBond/rebase';
import { databases } from '../helpers/databases';

const UNIT = 10n ** 18n;
const EPOCH = periodAt('epoch', new Date('2026-11-24T00:00:00Z'));
/** More bonds than a page (1,000), so a run crashes between two pages. */
const BONDS = 1500;
const USERS = 3;

/**
 * The JobRun the runner would hand the job, with the cursor it saves; `crashAt` makes that
 * checkpoint fail (the runner died mid-page: the page rolls back).
 */
function jobRun(job: PeriodJob, period: Period, progress: string | null, crashAt = 0) {
  const saved = { progress, checkpoints: 0 };
  const run: JobRun = {
    period,
    progress,
    key: (subject) => jobKey(job.name, period.name, subject),
    async checkpoint(_q, cursor) {
      saved.checkpoints++;
      if (saved.checkpoints === crashAt) throw new Error('the runner died mid-page');
      saved.progress = cursor;
    },
  };
  return { run, saved };
}

/**
 * An epoch settles its bonds page by page (docs/bonds.md, "The epoch jobs"): a page that fails
 * rolls back whole, a resumed run books the rest once, and a rerun from the start books
 * nothing twice, for the reserve bonds' rebase and the liquidity bonds' release.
 */
describe.each(databases())('bond epochs in pages on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let ledger: Ledger;
  let money: MoneyContext;
  let users: string[];

  /** Puts `amount` from outside into an account, as deposits and purchases would have. */
  const fund = (key: string, account: AccountRef, amount: bigint) =>
    ledger.execute({
      key,
      type: 'treasury_topup',
      postings: [
        { account: externalAccount(account.asset), amount: -amount },
        { account, amount },
      ],
    });

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ledger = new Ledger(db);
    money = { db, ledger } as Pick<MoneyContext, 'db' | 'ledger'> as MoneyContext;
    const rows = await db.query<{ id: string }>(
      `INSERT INTO users (address, invite_code)
       SELECT '0x' || lpad(to_hex(g + 4096), 40, '0'), 'EPOCH' || g FROM generate_series(1, $1) g
       RETURNING id::text`,
      [USERS],
    );
    users = rows.map((r) => r.id);
    const op = await fund('test:pool', systemAccount('reward_pool', 'X'), 1000n * UNIT);
    // Each user's share of the reserve bonds: 100 X owed each.
    const perUser = BigInt(BONDS / USERS);
    for (const userId of users) {
      await fund(
        `test:payout:${userId}`,
        userAccount(userId, 'X', 'bond_payout'),
        perUser * 100n * UNIT,
      );
    }
    const common = [op.id, EPOCH.start.toISOString(), users];
    await db.query(
      `INSERT INTO bond_orders (user_id, amount, days, discount_bps, price_num, price_den,
         market_price, bond_price, payout, order_time, vesting_start, deadline, epochs,
         next_epoch_at, operation_id)
       SELECT ($3::bigint[])[1 + g % ${USERS}], ${50n * UNIT}, 5, 300, 1, 2, '0.5', '0.485',
         ${100n * UNIT}, $2, $2, $2::timestamptz + interval '5 days', 15, $2, $1
       FROM generate_series(0, ${BONDS - 1}) g`,
      common,
    );
    await db.query(
      `INSERT INTO flow_bonds (user_id, amount, usdd_value, days, discount_bps, price_num,
         price_den, market_price, bond_price, principal, interest, order_time, release_start,
         deadline, epochs, next_epoch_at, operation_id)
       SELECT ($3::bigint[])[1 + g % ${USERS}], ${20n * UNIT}, ${20n * UNIT}, 30, 500, 1, 2,
         '0.5', '0.475', ${10n * UNIT}, ${20n * UNIT}, $2, $2,
         $2::timestamptz + interval '30 days', 90, $2, $1
       FROM generate_series(0, ${BONDS - 1}) g`,
      common,
    );
  });
  afterAll(async () => {
    await close?.();
  });

  const pageOps = (type: string) =>
    db.query<{ key: string }>(
      'SELECT idempotency_key AS key FROM ledger_operations WHERE type = $1 ORDER BY id',
      [type],
    );

  it('rebases and vests an epoch once, whatever crashes and reruns', async () => {
    const settings = { rebaseRatePpm: 1000 };
    const ctx = { money, settings, settingsAt: () => settings } as unknown as ReserveBondContext;
    const job = rebaseJob(ctx);
    const crashed = jobRun(job, EPOCH, null, 2);
    await expect(job.run(crashed.run)).rejects.toThrow('mid-page');
    // The first page is booked, the second rolled back whole.
    const progress = async () =>
      db.query<{ done: number; n: string }>(
        'SELECT epochs_done AS done, count(*)::text AS n FROM bond_orders GROUP BY 1 ORDER BY 1',
      );
    expect(await progress()).toEqual([
      { done: 0, n: '500' },
      { done: 1, n: '1000' },
    ]);
    expect(await pageOps('bond_epoch')).toHaveLength(1);

    // Resumed from the saved cursor, then run again from the start: each bond once.
    await job.run(jobRun(job, EPOCH, crashed.saved.progress).run);
    await job.run(jobRun(job, EPOCH, null).run);
    expect(await progress()).toEqual([{ done: 1, n: String(BONDS) }]);
    const keys = (await pageOps('bond_epoch')).map((o) => o.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(new RegExp(`^job:bond-rebase:${EPOCH.name}:page:\\d+$`));

    // 0.1% of 100 X each, from the pool; then a 15th of 100.1 X vests.
    const rebase = (100n * UNIT) / 1000n;
    const [sums] = await db.query<{ rebased: string; vested: string; odd: string }>(
      `SELECT SUM(rebased)::text AS rebased, SUM(vested)::text AS vested,
         count(*) FILTER (WHERE rebased <> $1 OR vested <> $2)::text AS odd FROM bond_orders`,
      [rebase.toString(), ((100n * UNIT + rebase) / 15n).toString()],
    );
    expect(sums?.odd).toBe('0');
    expect(await systemBalance(db, 'reward_pool', 'X')).toBe(
      1000n * UNIT - BigInt(sums?.rebased ?? 0),
    );
  });

  it('releases an epoch of liquidity bonds once, whatever crashes and reruns', async () => {
    const job = releaseJob({ money } as LiquidityBondContext);
    const crashed = jobRun(job, EPOCH, null, 2);
    await expect(job.run(crashed.run)).rejects.toThrow('mid-page');
    await job.run(jobRun(job, EPOCH, crashed.saved.progress).run);
    await job.run(jobRun(job, EPOCH, null).run);
    const [row] = await db.query<{ odd: string }>(
      `SELECT count(*) FILTER (WHERE epochs_done <> 1 OR principal_released <> $1
         OR interest_released <> $2)::text AS odd FROM flow_bonds`,
      [((10n * UNIT) / 90n).toString(), ((20n * UNIT) / 90n).toString()],
    );
    expect(row?.odd).toBe('0');
  });
});
