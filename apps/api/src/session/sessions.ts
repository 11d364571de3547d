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

export interface LiveSession {
  userId: string;
  expiresAt: Date;
  /** Since its last recorded use, by the database's clock. */
  idleSeconds: number;
}

/**
 * A live session: not revoked, not past its lifetime, and used within `idleMinutes`; its
 * user, its expiry and how long ago its last use was recorded.
 */
export async function findLiveSession(
  q: Queryable,
  tokenHash: string,
  idleMinutes: number,
): Promise<LiveSession | null> {
  const rows = await q.query<LiveSession>(
    `SELECT user_id AS "userId", expires_at AS "expiresAt",
       EXTRACT(EPOCH FROM now() - last_seen_at)::float8 AS "idleSeconds"
     FROM sessions
     WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()
       AND last_seen_at > now() - make_interval(mins => $2::int)`,
    [tokenHash, idleMinutes],
  );
  const row = rows[0];
  return row ? { ...row, userId: String(row.userId), idleSeconds: Number(row.idleSeconds) } : null;
}

/**
 * Records a use of the session, unless one was recorded less than `everySeconds` ago (by this
 * instance or another): the condition keeps it to one write per session per interval.
 */
export async function touchSession(
  q: Queryable,
  tokenHash: string,
  everySeconds: number,
): Promise<void> {
  await q.query(
    `UPDATE sessions SET last_seen_at = now()
     WHERE token_hash = $1 AND revoked_at IS NULL
       AND last_seen_at <= now() - make_interval(secs => $2::int)`,
    [tokenHash, everySeconds],
  );
}

export async function revokeSession(q: Queryable, tokenHash: string): Promise<void> {
  await q.query(
    'UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL',
    [tokenHash],
  );
}

/** Revokes every live session of a user; returns their token hashes. */
export async function revokeUserSessions(q: Queryable, userId: string): Promise<string[]> {
  const rows = await q.query<{ tokenHash: string }>(
    `UPDATE sessions SET revoked_at = now()
     WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
     RETURNING token_hash AS "tokenHash"`,
    [userId],
  );
  return rows.map((r) => r.tokenHash);
}
