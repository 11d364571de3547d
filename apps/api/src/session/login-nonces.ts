import type { Address } from 'viem';
import type { Queryable } from '../db/db';

/** Stores a fresh nonce for an address; it expires `ttlMinutes` from the database's now(). */
export async function insertNonce(
  q: Queryable,
  nonce: string,
  address: Address,
  ttlMinutes: number,
): Promise<Date> {
  // Old rows are useless once expired; dropping them here keeps the table small.
  await q.query(`DELETE FROM login_nonces WHERE expires_at < now() - interval '1 day'`);
  const rows = await q.query<{ expiresAt: Date }>(
    `INSERT INTO login_nonces (nonce, address, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3::int)) RETURNING expires_at AS "expiresAt"`,
    [nonce, address.toLowerCase(), ttlMinutes],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into login_nonces returned no row');
  return row.expiresAt;
}

/** True while the nonce was issued to this address, is unused and unexpired (no change). */
export async function isNonceUsable(q: Queryable, nonce: string, address: Address) {
  const rows = await q.query(
    `SELECT 1 FROM login_nonces
     WHERE nonce = $1 AND address = $2 AND used_at IS NULL AND expires_at > now()`,
    [nonce, address.toLowerCase()],
  );
  return rows.length === 1;
}

/**
 * Consumes the nonce atomically: of two concurrent sign-ins with the same nonce, exactly one
 * sees `true` (the row lock makes the second re-check `used_at IS NULL` and fail).
 */
export async function consumeNonce(q: Queryable, nonce: string, address: Address) {
  const rows = await q.query(
    `UPDATE login_nonces SET used_at = now()
     WHERE nonce = $1 AND address = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING nonce`,
    [nonce, address.toLowerCase()],
  );
  return rows.length === 1;
}
