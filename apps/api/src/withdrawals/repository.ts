import type { Asset } from '@xbond/shared/assets';
import type { Hex } from 'viem';
import { type Bind, type Queryable, type Read, readOne } from '../db/db';

export type WithdrawalStatus = 'pending' | 'completed' | 'refunded';

export interface Withdrawal {
  /** Also the voucher's nonce. */
  id: string;
  userId: string;
  operationId: string;
  asset: Asset;
  amount: bigint;
  fee: bigint;
  net: bigint;
  recipient: string;
  token: string;
  deadline: bigint;
  signature: Hex;
  status: WithdrawalStatus;
  txHash: string | null;
  createdAt: Date;
}

/** A withdrawal row as the database answers it. */
export interface WithdrawalColumns {
  id: string;
  user_id: string;
  operation_id: string;
  asset: Asset;
  amount: string;
  fee: string;
  net: string;
  recipient: string;
  token: string;
  deadline: string;
  signature: Hex;
  status: WithdrawalStatus;
  tx_hash: string | null;
  created_at: Date;
}

const COLUMNS = `id, user_id, operation_id, asset, amount, fee, net, recipient, token, deadline,
  signature, status, tx_hash, created_at`;

export const toWithdrawal = (r: WithdrawalColumns): Withdrawal => ({
  id: String(r.id),
  userId: String(r.user_id),
  operationId: String(r.operation_id),
  asset: r.asset,
  amount: BigInt(r.amount),
  fee: BigInt(r.fee),
  net: BigInt(r.net),
  recipient: r.recipient,
  token: r.token,
  deadline: BigInt(r.deadline),
  signature: r.signature,
  status: r.status,
  txHash: r.tx_hash,
  createdAt: r.created_at,
});

/**
 * The next withdrawal id, reserved before the insert because the voucher signs it (its nonce),
 * and the user's address, the voucher's recipient, in one statement; the address is null for an unknown user.
 */
export async function nextWithdrawal(
  q: Queryable,
  userId: string,
): Promise<{ id: string; address: string | null }> {
  const rows = await q.query<{ id: string; address: string | null }>(
    `SELECT nextval(pg_get_serial_sequence('withdrawals', 'id'))::text AS id,
       (SELECT address FROM users WHERE id = $1) AS address`,
    [userId],
  );
  if (!rows[0]) throw new Error('no withdrawal id');
  return rows[0];
}

/**
 * Writes a new withdrawal on the operation `op` writes (`LedgerTx.executeWith`), answering it
 * as stored.
 */
export function withdrawalInsert(
  bind: Bind,
  w: Omit<Withdrawal, 'status' | 'txHash' | 'createdAt' | 'operationId'>,
): string {
  return `INSERT INTO withdrawals (id, user_id, operation_id, asset, amount, fee, net, recipient,
      token, deadline, signature)
    SELECT ${bind(w.id)}::bigint, ${bind(w.userId)}::bigint, op.id, ${bind(w.asset)},
      ${bind(w.amount.toString())}::numeric, ${bind(w.fee.toString())}::numeric,
      ${bind(w.net.toString())}::numeric, ${bind(w.recipient.toLowerCase())},
      ${bind(w.token.toLowerCase())}, ${bind(w.deadline.toString())}::bigint, ${bind(w.signature)}
    FROM op WHERE op.id IS NOT NULL RETURNING ${COLUMNS}`;
}

/** The user's withdrawal `id`; null when there is none (or it is someone else's). */
export async function findWithdrawal(
  q: Queryable,
  id: string,
  userId: string,
): Promise<Withdrawal | null> {
  const rows = await q.query<WithdrawalColumns>(
    `SELECT ${COLUMNS} FROM withdrawals WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  return rows[0] ? toWithdrawal(rows[0]) : null;
}

/** The withdrawal a Claimed event redeems (recipient and nonce), locked for settling. */
export async function lockWithdrawalByVoucher(
  q: Queryable,
  recipient: string,
  nonce: bigint,
): Promise<Withdrawal | null> {
  // Nonces are withdrawal ids (BIGINT); anything larger is not one of ours.
  if (nonce > 9_223_372_036_854_775_807n) return null;
  const rows = await q.query<WithdrawalColumns>(
    `SELECT ${COLUMNS} FROM withdrawals WHERE id = $1 AND recipient = $2 FOR UPDATE`,
    [nonce.toString(), recipient.toLowerCase()],
  );
  return rows[0] ? toWithdrawal(rows[0]) : null;
}

export function pendingWithdrawalsRead(userId: string): Read<Withdrawal[], WithdrawalColumns> {
  return {
    sql: `SELECT ${COLUMNS} FROM withdrawals WHERE user_id = $1 AND status = 'pending'
     ORDER BY id DESC LIMIT 50`,
    params: [userId],
    result: (rows) => rows.map(toWithdrawal),
  };
}

export function listPendingWithdrawals(q: Queryable, userId: string): Promise<Withdrawal[]> {
  return readOne(q, pendingWithdrawalsRead(userId));
}

export async function setWithdrawalTx(q: Queryable, id: string, txHash: string) {
  await q.query(`UPDATE withdrawals SET tx_hash = $2 WHERE id = $1 AND status = 'pending'`, [
    id,
    txHash.toLowerCase(),
  ]);
}

/** Pending -> completed or refunded, once: false when it was no longer pending. */
export async function settleWithdrawal(
  q: Queryable,
  id: string,
  s: { status: 'completed' | 'refunded'; operationId: string; eventId?: string; txHash?: string },
): Promise<void> {
  await q.query(
    `UPDATE withdrawals SET status = $2, settle_operation_id = $3, chain_event_id = $4,
       tx_hash = COALESCE($5, tx_hash), settled_at = now()
     WHERE id = $1`,
    [id, s.status, s.operationId, s.eventId ?? null, s.txHash?.toLowerCase() ?? null],
  );
}

/** Pending withdrawals whose voucher deadline is before `chainTime`, oldest first. */
export async function expiredWithdrawalIds(q: Queryable, chainTime: bigint, limit = 200) {
  const rows = await q.query<{ id: string }>(
    `SELECT id FROM withdrawals WHERE status = 'pending' AND deadline < $1 ORDER BY id LIMIT $2`,
    [chainTime.toString(), limit],
  );
  return rows.map((r) => String(r.id));
}

/** Locks a pending withdrawal whose deadline is before `chainTime`; null otherwise. */
export async function lockExpired(
  q: Queryable,
  id: string,
  chainTime: bigint,
): Promise<Withdrawal | null> {
  const rows = await q.query<WithdrawalColumns>(
    `SELECT ${COLUMNS} FROM withdrawals
     WHERE id = $1 AND status = 'pending' AND deadline < $2 FOR UPDATE`,
    [id, chainTime.toString()],
  );
  return rows[0] ? toWithdrawal(rows[0]) : null;
}
