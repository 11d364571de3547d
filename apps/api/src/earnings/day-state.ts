import type { Queryable } from '../db/db';
import { systemBalance } from '../ledger/balances';

/**
 * The reward pool as the settlement of a period ending at `end` reads it: its balance less what
 * users gave it at or after `end` (the donations of release plans, clock-stamped). Everything
 * else the pool gains or pays is the settlements' own, and they run in the order of their
 * periods, so a period settled after downtime shares the pool it would have shared on time.
 */
export async function rewardPoolAt(q: Queryable, end: Date): Promise<bigint> {
  const [balance, rows] = await Promise.all([
    systemBalance(q, 'reward_pool', 'X'),
    q.query<{ later: string }>(
      `SELECT COALESCE(SUM(donation), 0)::text AS later FROM bonus_releases
       WHERE donation > 0 AND created_at >= $1`,
      [end.toISOString()],
    ),
  ]);
  return balance - BigInt(rows[0]?.later ?? 0);
}
