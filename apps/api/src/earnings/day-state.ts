import { type Bind, binder, type Queryable } from '../db/db';

/**
 * The reward pool as the settlement of a period ending at `end` reads it: its balance less what
 * users gave it at or after `end` (the donations of release plans, clock-stamped). Everything
 * else the pool gains or pays is the settlements' own, and they run in the order of their
 * periods, so a period settled after downtime shares the pool it would have shared on time.
 */
export async function rewardPoolAt(q: Queryable, end: Date): Promise<bigint> {
  const params: unknown[] = [];
  const [row] = await q.query<{ pool: string }>(
    `SELECT ${rewardPoolSql(binder(params), end)}::text AS pool`,
    params,
  );
  return BigInt(row?.pool ?? 0);
}

/** `rewardPoolAt` as an SQL expression, for a statement that reads it with other figures. */
export const rewardPoolSql = (bind: Bind, end: Date) => `((
    SELECT COALESCE(SUM(balance), 0) FROM ledger_accounts
    WHERE owner_type = 'system' AND owner_id = 'reward_pool' AND asset = 'X'
  ) - (
    SELECT COALESCE(SUM(donation), 0) FROM bonus_releases
    WHERE donation > 0 AND created_at >= ${bind(end.toISOString())}::timestamptz
  ))`;
