import type { Queryable } from '../db/db';

export interface ReleaseRow {
  id: string;
  userId: string;
  scheme: string;
  amount: bigint;
  donation: bigint;
  days: number;
  createdAt: Date;
  releaseStart: Date;
  released: bigint;
  status: 'active' | 'done';
}

const COLUMNS = `id::text, user_id::text AS "userId", scheme, amount::text, donation::text, days,
  created_at AS "createdAt", release_start AS "releaseStart", released::text, status`;

type Raw = Omit<ReleaseRow, 'amount' | 'donation' | 'released'> & {
  amount: string;
  donation: string;
  released: string;
};
const toRow = (r: Raw): ReleaseRow => ({
  ...r,
  createdAt: new Date(r.createdAt),
  releaseStart: new Date(r.releaseStart),
  amount: BigInt(r.amount),
  donation: BigInt(r.donation),
  released: BigInt(r.released),
});

export async function insertRelease(
  q: Queryable,
  r: Omit<ReleaseRow, 'id' | 'status'> & { operationId: string },
): Promise<ReleaseRow> {
  const rows = await q.query<Raw>(
    `INSERT INTO bonus_releases (user_id, scheme, amount, donation, days, created_at,
       release_start, released, status, operation_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
    [
      r.userId,
      r.scheme,
      r.amount.toString(),
      r.donation.toString(),
      r.days,
      r.createdAt.toISOString(),
      r.releaseStart.toISOString(),
      r.released.toString(),
      r.released === r.amount - r.donation ? 'done' : 'active',
      r.operationId,
    ],
  );
  return toRow(rows[0] as Raw);
}

/** The plan an operation started (a replayed request answers it). */
export async function releaseOfOperation(q: Queryable, operationId: string): Promise<ReleaseRow> {
  const rows = await q.query<Raw>(`SELECT ${COLUMNS} FROM bonus_releases WHERE operation_id = $1`, [
    operationId,
  ]);
  if (!rows[0]) throw new Error(`operation ${operationId} started no release plan`);
  return toRow(rows[0]);
}

/** Active plans releasing by `end`, by id after `after`. */
export async function activeReleases(
  q: Queryable,
  end: Date,
  after: string,
  limit: number,
): Promise<ReleaseRow[]> {
  const rows = await q.query<Raw>(
    `SELECT ${COLUMNS} FROM bonus_releases
     WHERE status = 'active' AND id > $1 AND release_start < $2 ORDER BY id LIMIT $3`,
    [after, end.toISOString(), limit],
  );
  return rows.map(toRow);
}

/** Sets plans' released totals; a plan released in full is done. */
export async function setReleased(
  q: Queryable,
  steps: readonly { id: string; released: bigint }[],
): Promise<void> {
  if (steps.length === 0) return;
  await q.query(
    `UPDATE bonus_releases b SET released = s.released,
       status = CASE WHEN s.released = b.amount - b.donation THEN 'done' ELSE 'active' END
     FROM unnest($1::bigint[], $2::numeric[]) AS s (id, released) WHERE b.id = s.id`,
    [steps.map((s) => s.id), steps.map((s) => s.released.toString())],
  );
}

/** The user's plans, newest first. */
export async function listReleases(
  q: Queryable,
  userId: string,
  page: number,
  pageSize: number,
): Promise<{ items: ReleaseRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    q.query<Raw>(
      `SELECT ${COLUMNS} FROM bonus_releases WHERE user_id = $1 ORDER BY id DESC
       LIMIT $2 OFFSET $3`,
      [userId, pageSize, (page - 1) * pageSize],
    ),
    q.query<{ n: string }>('SELECT count(*)::text AS n FROM bonus_releases WHERE user_id = $1', [
      userId,
    ]),
  ]);
  return { items: rows.map(toRow), total: Number(counted[0]?.n ?? 0) };
}
