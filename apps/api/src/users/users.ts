import type { Address } from 'viem';
import { type Queryable, type Read, readOne } from '../db/db';

export interface User {
  id: string;
  address: string;
  inviteCode: string;
  referrerId: string | null;
}

const COLUMNS = 'id, address, invite_code AS "inviteCode", referrer_id AS "referrerId"';

/** Users are keyed by lowercase address; callers pass any case. */
export async function findUserByAddress(q: Queryable, address: Address): Promise<User | null> {
  const rows = await q.query<User>(`SELECT ${COLUMNS} FROM users WHERE address = $1`, [
    address.toLowerCase(),
  ]);
  return rows[0] ?? null;
}

/**
 * Every invite code has this shape: generated ones and GENESIS_INVITE_CODE (config), both
 * upper-cased. Anything else is nobody's code and is not looked up: a typed or linked code
 * may hold any character, and a NUL byte is an error in PostgreSQL, not a mismatch.
 */
const INVITE_CODE_SHAPE = /^[A-Z0-9]{4,32}$/;

export async function findUserByInviteCode(q: Queryable, code: string): Promise<User | null> {
  if (!INVITE_CODE_SHAPE.test(code)) return null;
  const rows = await q.query<User>(`SELECT ${COLUMNS} FROM users WHERE invite_code = $1`, [code]);
  return rows[0] ?? null;
}

export async function findUserById(q: Queryable, id: string): Promise<User | null> {
  const rows = await q.query<User>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * Inserts a user unless its address or invite code is taken; null when either is. The caller
 * tells which by looking the address up (a concurrent registration) or retrying with a new
 * code (a collision).
 */
export async function insertUser(
  q: Queryable,
  user: { address: Address; inviteCode: string; referrerId: string | null },
): Promise<User | null> {
  const rows = await q.query<User>(
    `INSERT INTO users (address, invite_code, referrer_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    [user.address.toLowerCase(), user.inviteCode, user.referrerId],
  );
  return rows[0] ?? null;
}

/** What never changes about a user: address, invite code, and the referrer's address. */
export interface UserIdentity {
  address: string;
  inviteCode: string;
  referrer: string | null;
}

export function findIdentity(q: Queryable, userId: string): Promise<UserIdentity | null> {
  return readOne(q, identityRead(userId));
}

export function identityRead(userId: string): Read<UserIdentity | null, UserIdentity> {
  return {
    sql: `SELECT u.address, u.invite_code AS "inviteCode", r.address AS referrer
     FROM users u LEFT JOIN users r ON r.id = u.referrer_id WHERE u.id = $1`,
    params: [userId],
    result: (rows) => rows[0] ?? null,
  };
}

/**
 * Locks users' rows until the transaction ends, in id order (no deadlock between two
 * lockers): a user's staking changes queue behind each other and behind a settlement page.
 * NO KEY UPDATE, not UPDATE: rows that reference the user (a ledger operation inserted
 * earlier in a waiting transaction) hold KEY SHARE on it, which UPDATE would deadlock with.
 */
export async function lockUsers(q: Queryable, ids: readonly string[]): Promise<void> {
  await q.query('SELECT id FROM users WHERE id = ANY($1::bigint[]) ORDER BY id FOR NO KEY UPDATE', [
    ids,
  ]);
}
