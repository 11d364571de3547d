import type { Queryable } from '../db/db';

export async function insertSession(
  q: Queryable,
  session: { tokenHash: string; userId: string; ttlHours: number },
): Promise<Date> {
  const rows = await q.query<{ expiresAt: Date }>(
    `INSERT INTO sessions (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(hours => $3::int)) RETURNING expires_at AS "expiresAt"`,
    [session.tokenHash, session.userId, session.ttlHours],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into sessions returned no row');
  return row.expiresAt;
}

/** A live session (not revoked, not expired): its user and when it expires. */
export async function findLiveSession(
  q: Queryable,
  tokenHash: string,
): Promise<{ userId: string; expiresAt: Date } | null> {
  const rows = await q.query<{ userId: string; expiresAt: Date }>(
    `SELECT user_id AS "userId", expires_at AS "expiresAt" FROM sessions
     WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [tokenHash],
  );
  const row = rows[0];
  return row ? { userId: String(row.userId), expiresAt: row.expiresAt } : null;
}

export async function revokeSession(q: Queryable, tokenHash: string): Promise<void> {
  await q.query(
    'UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL',
    [tokenHash],
  );
}
