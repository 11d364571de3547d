import type { Asset } from '@xbond/shared/assets';
import type { Queryable } from '../db/db';
import type { PeriodJob } from '../jobs/job';
import type { MoneyContext } from '../ledger/context';
import { OWED_KINDS } from './solvency';

export const SNAPSHOT_JOB = 'admin-snapshot';

/** The figures each asset keeps per day (migration 026), as the balances query names them. */
const FIGURES = ['liabilities', 'reward_pool', 'insurance_pool', 'prize_pool'] as const;

/**
 * Users who moved money themselves: a ledger operation that is not a job's (jobs key theirs
 * `job:...`) posted to one of their accounts. Operations carry the database's time, not the
 * product's (the demo moves only the latter), so the day is told by operation ids instead: the
 * operations after the previous day's snapshot, up to the last one now. The first snapshot
 * counts from when the job was first seen. An operation still committing at that instant
 * (its id is taken before it commits) is counted by neither day: a click at midnight at most.
 */
async function activeUsers(q: Queryable, day: string) {
  const rows = await q.query<{ active: string; last: string }>(
    `WITH after AS (
       SELECT COALESCE(
         (SELECT last_operation_id FROM admin_snapshots WHERE day < $1::date
          ORDER BY day DESC LIMIT 1),
         (SELECT max(o.id) FROM ledger_operations o, job_schedule s
          WHERE s.job = $2 AND o.created_at < s.created_at),
         0) AS id
     ), upto AS (SELECT COALESCE(max(id), 0) AS id FROM ledger_operations)
     SELECT (SELECT id FROM upto)::text AS last,
       (SELECT count(DISTINCT a.owner_id) FROM ledger_operations o
        JOIN ledger_postings p ON p.operation_id = o.id
        JOIN ledger_accounts a ON a.id = p.account_id AND a.owner_type = 'user'
        WHERE o.id > (SELECT id FROM after) AND o.id <= (SELECT id FROM upto)
          AND o.idempotency_key NOT LIKE 'job:%')::text AS active`,
    [day, SNAPSHOT_JOB],
  );
  return { active: Number(rows[0]?.active ?? 0), last: rows[0]?.last ?? '0' };
}

/** Per asset, what users are owed and what each pool holds now. */
async function balances(q: Queryable) {
  return q.query<Record<(typeof FIGURES)[number], string | null> & { asset: Asset }>(
    `SELECT asset,
       SUM(balance) FILTER (WHERE owner_type = 'user' AND kind = ANY($1::text[]))::text
         AS liabilities,
       SUM(balance) FILTER (WHERE owner_type = 'system' AND owner_id = 'reward_pool')::text
         AS reward_pool,
       SUM(balance) FILTER (WHERE owner_type = 'system' AND owner_id = 'insurance_pool')::text
         AS insurance_pool,
       SUM(balance) FILTER (WHERE owner_type = 'system' AND owner_id = 'prize_pool'
         AND kind IN ('hour', 'week', 'month'))::text AS prize_pool
     FROM ledger_accounts GROUP BY asset`,
    [OWED_KINDS],
  );
}

/**
 * Writes `day`'s snapshot (`YYYY-MM-DD`) from the state now, once: when the day already has
 * one, nothing is written. Answers whether it wrote.
 */
export async function writeSnapshot(
  q: Queryable,
  assets: readonly Asset[],
  day: string,
): Promise<boolean> {
  const { active, last } = await activeUsers(q, day);
  const inserted = await q.query(
    `INSERT INTO admin_snapshots (day, active_users, last_operation_id)
     VALUES ($1::date, $2, $3) ON CONFLICT (day) DO NOTHING RETURNING day`,
    [day, active, last],
  );
  if (inserted.length === 0) return false;
  const rows = await balances(q);
  const values = assets.flatMap((asset) => {
    const row = rows.find((r) => r.asset === asset);
    return FIGURES.map((figure) => ({ asset, figure, amount: row?.[figure] ?? '0' }));
  });
  await q.query(
    `INSERT INTO admin_snapshot_amounts (day, asset, figure, amount)
     SELECT $1::date, a, f, n::numeric
     FROM unnest($2::text[], $3::text[], $4::text[]) AS t (a, f, n)`,
    [day, values.map((v) => v.asset), values.map((v) => v.figure), values.map((v) => v.amount)],
  );
  return true;
}

/**
 * The console's daily snapshot (docs/time.md): listed last, so on a day's end it runs after
 * every settlement of that day and the epoch that ends with it. It waits for the jobs that
 * move money between the pools and users (`needs`, product-jobs.ts); after downtime the
 * runner settles each missed day's jobs, then this, day by day, so each day is read as it
 * ended. Users cannot act while the product is down, so nothing else moved in between.
 */
export function adminSnapshotJob(money: Pick<MoneyContext, 'db' | 'book'>): PeriodJob {
  return {
    name: SNAPSHOT_JOB,
    period: 'day',
    async run(run) {
      const day = run.period.start.toISOString().slice(0, 10);
      await money.db.transaction((q) => writeSnapshot(q, money.book.assets, day));
    },
  };
}
