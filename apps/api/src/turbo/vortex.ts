import type { Queryable } from '../db/db';

/** When the user activated the vortex, or null. */
export async function vortexActivatedAt(q: Queryable, userId: string): Promise<Date | null> {
  const rows = await q.query<{ activated_at: Date }>(
    'SELECT activated_at FROM turbo_vortex WHERE user_id = $1',
    [userId],
  );
  return rows[0] ? new Date(rows[0].activated_at) : null;
}

/** Records the activation; false when the user had already activated it. */
export async function insertVortex(
  q: Queryable,
  v: { userId: string; at: Date; operationId: string },
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO turbo_vortex (user_id, activated_at, operation_id) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO NOTHING RETURNING 1`,
    [v.userId, v.at.toISOString(), v.operationId],
  );
  return rows.length > 0;
}
