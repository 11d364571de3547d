import type { Queryable } from '../db/db';

/** Records a change of the user's flexible principal at the product clock's time. */
export async function insertFlexibleEvent(
  q: Queryable,
  e: { userId: string; at: Date; delta: bigint; operationId: string },
): Promise<void> {
  await q.query(
    'INSERT INTO flexible_events (user_id, at, delta, operation_id) VALUES ($1, $2, $3, $4)',
    [e.userId, e.at.toISOString(), e.delta.toString(), e.operationId],
  );
}

/**
 * Per user: the principal held for the whole of [start, end), i.e. the principal at `start`
 * plus the lowest the day's changes took it below that (stakes made during the day do not
 * count; unstakes during the day do). Users with a principal at `start`, by id after
 * `afterUserId`; a page may hold zeros (all of it unstaked during the day).
 */
export async function heldAllDay(
  q: Queryable,
  day: { start: Date; end: Date },
  afterUserId: string,
  limit: number,
): Promise<{ userId: string; principal: bigint }[]> {
  const rows = await q.query<{ user_id: string; principal: string }>(
    `WITH opening AS (
       SELECT user_id, SUM(delta) AS principal FROM flexible_events
       WHERE at < $1 AND user_id > $3 GROUP BY user_id HAVING SUM(delta) > 0
       ORDER BY user_id LIMIT $4
     ), running AS (
       SELECT e.user_id, SUM(e.delta) OVER (PARTITION BY e.user_id ORDER BY e.at, e.id) AS change
       FROM flexible_events e JOIN opening o USING (user_id)
       WHERE e.at >= $1 AND e.at < $2
     ), lowest AS (
       SELECT user_id, MIN(change) AS change FROM running GROUP BY user_id
     )
     SELECT o.user_id, (o.principal + LEAST(0, COALESCE(l.change, 0)))::text AS principal
     FROM opening o LEFT JOIN lowest l USING (user_id) ORDER BY o.user_id`,
    [day.start.toISOString(), day.end.toISOString(), afterUserId, limit],
  );
  return rows.map((r) => ({ userId: String(r.user_id), principal: BigInt(r.principal) }));
}
