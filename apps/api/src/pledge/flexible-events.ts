import type { Bind, Queryable } from '../db/db';
import { PPM } from './settings';

/**
 * Records a change of the user's flexible principal at the product clock's time, on the
 * operation `op` writes (`LedgerTx.executeWith`).
 */
export function flexibleEventInsert(
  bind: Bind,
  e: { userId: string; at: Date; delta: bigint },
): string {
  return `INSERT INTO flexible_events (user_id, at, delta, operation_id)
    SELECT ${bind(e.userId)}::bigint, ${bind(e.at.toISOString())}::timestamptz,
      ${bind(e.delta.toString())}::numeric, op.id
    FROM op WHERE op.id IS NOT NULL RETURNING id`;
}

/** Users with a flexible principal at `$1` (the day's start), `users` narrowing them. */
const holders = (users: string) => `SELECT user_id, SUM(delta) AS principal FROM flexible_events
  WHERE at < $1 ${users} GROUP BY user_id HAVING SUM(delta) > 0`;

/**
 * Per user of `holders(users)`: the principal held for the whole of [$1, $2), i.e. the
 * principal at the start plus the lowest the day's changes took it below that (stakes made
 * during the day do not count; unstakes during the day do). May be zero (all of it unstaked
 * during the day).
 */
const heldAllDaySql = (users: string) => `WITH opening AS (${holders(users)}), running AS (
    SELECT e.user_id, SUM(e.delta) OVER (PARTITION BY e.user_id ORDER BY e.at, e.id) AS change
    FROM flexible_events e JOIN opening o USING (user_id)
    WHERE e.at >= $1 AND e.at < $2
  ), lowest AS (
    SELECT user_id, MIN(change) AS change FROM running GROUP BY user_id
  )
  SELECT o.user_id, o.principal + LEAST(0, COALESCE(l.change, 0)) AS principal
  FROM opening o LEFT JOIN lowest l USING (user_id)`;

/**
 * The next settlement page of the day's holders (a principal at `start`), by id after
 * `afterUserId`, locked in the caller's transaction: a stake or unstake stamped before the
 * day's end may still be committing, and it holds its user's lock (flexible.ts). One statement
 * finds and locks them; `heldAllDay` then reads the day after the wait.
 */
export async function lockHolders(
  q: Queryable,
  day: { start: Date },
  afterUserId: string,
  limit: number,
): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    // ARRAY(...): the page's ids first, then the users by their key (an IN here was planned
    // as a hash join over every user, on every page).
    `SELECT id FROM users WHERE id = ANY(ARRAY(
       SELECT user_id FROM (${holders('AND user_id > $2')} ORDER BY user_id LIMIT $3) page
     )) ORDER BY id FOR NO KEY UPDATE`,
    [day.start.toISOString(), afterUserId, limit],
  );
  return rows.map((r) => String(r.id));
}

/** The principal these users held for the whole of [start, end) (heldAllDaySql), by id. */
export async function heldAllDay(
  q: Queryable,
  day: { start: Date; end: Date },
  userIds: readonly string[],
): Promise<{ userId: string; principal: bigint }[]> {
  const rows = await q.query<{ user_id: string; principal: string }>(
    `${heldAllDaySql('AND user_id = ANY($3::bigint[])')} ORDER BY o.user_id`,
    [day.start.toISOString(), day.end.toISOString(), userIds],
  );
  return rows.map((r) => ({ userId: String(r.user_id), principal: BigInt(r.principal) }));
}

/**
 * Every flexible reward of the day at `ratePpm`, each rounded down as `dailyReward` rounds it,
 * summed in one statement (the day's total due, for the pro-rata share).
 */
export async function heldAllDayDue(
  q: Queryable,
  day: { start: Date; end: Date },
  ratePpm: bigint,
): Promise<bigint> {
  const [row] = await q.query<{ due: string }>(
    `SELECT COALESCE(SUM(div(principal * $3::numeric, ${PPM})), 0)::text AS due
     FROM (${heldAllDaySql('')}) held`,
    [day.start.toISOString(), day.end.toISOString(), ratePpm.toString()],
  );
  return BigInt(row?.due ?? 0);
}
