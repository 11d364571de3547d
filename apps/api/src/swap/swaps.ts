import type { SwapAsset, SwapStatus } from '@xbond/shared/api/swap';
import type { Bind, Queryable, Statement } from '../db/db';
import { readPage } from '../db/page';

/** A swap row (migrations/008_trading.sql), amounts in base units. */
export interface SwapRow {
  id: string;
  userId: string;
  from: SwapAsset;
  to: SwapAsset;
  amount: bigint;
  fee: bigint;
  quotedOut: bigint;
  slippageBps: number;
  minOut: bigint;
  status: SwapStatus;
  createdAt: Date;
  amountOut: bigint | null;
  price: string | null;
  settledAt: Date | null;
  operationId: string;
}

/** A swap row as the database answers it. */
export interface SwapColumns {
  id: string;
  user_id: string;
  from_asset: SwapAsset;
  to_asset: SwapAsset;
  amount: string;
  fee: string;
  quoted_out: string;
  slippage_bps: number;
  min_out: string;
  status: SwapStatus;
  created_at: Date;
  amount_out: string | null;
  price: string | null;
  settled_at: Date | null;
  operation_id: string;
}

const COLUMNS = `id, user_id, from_asset, to_asset, amount, fee, quoted_out, slippage_bps,
  min_out, status, created_at, amount_out, price, settled_at, operation_id`;

export const toSwap = (r: SwapColumns): SwapRow => ({
  id: String(r.id),
  userId: String(r.user_id),
  from: r.from_asset,
  to: r.to_asset,
  amount: BigInt(r.amount),
  fee: BigInt(r.fee),
  quotedOut: BigInt(r.quoted_out),
  slippageBps: r.slippage_bps,
  minOut: BigInt(r.min_out),
  status: r.status,
  createdAt: new Date(r.created_at),
  amountOut: r.amount_out === null ? null : BigInt(r.amount_out),
  price: r.price,
  settledAt: r.settled_at ? new Date(r.settled_at) : null,
  operationId: String(r.operation_id),
});

export type NewSwap = Pick<
  SwapRow,
  'userId' | 'from' | 'to' | 'amount' | 'fee' | 'quotedOut' | 'slippageBps' | 'minOut' | 'createdAt'
>;

/**
 * Writes a new swap on the operation `op` writes (`LedgerTx.executeWith`): the one that holds
 * its input, and on which it fills.
 */
export function swapInsert(bind: Bind, s: NewSwap): string {
  return `INSERT INTO swaps (user_id, from_asset, to_asset, amount, fee, quoted_out, slippage_bps,
      min_out, created_at, operation_id)
    SELECT ${bind(s.userId)}::bigint, ${bind(s.from)}, ${bind(s.to)},
      ${bind(s.amount.toString())}::numeric, ${bind(s.fee.toString())}::numeric,
      ${bind(s.quotedOut.toString())}::numeric, ${bind(s.slippageBps)}::integer,
      ${bind(s.minOut.toString())}::numeric, ${bind(s.createdAt.toISOString())}::timestamptz, op.id
    FROM op WHERE op.id IS NOT NULL RETURNING ${COLUMNS}`;
}

/** The user's swap (another user's is "not found"); `lock` holds it for the transaction. */
export async function findSwap(
  q: Queryable,
  id: string,
  userId: string,
  lock = false,
): Promise<SwapRow | null> {
  const rows = await q.query<SwapColumns>(
    `SELECT ${COLUMNS} FROM swaps WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, userId],
  );
  return rows[0] ? toSwap(rows[0]) : null;
}

/** The swap its own (keyed) operation placed: what a replayed exchange answers. */
export async function swapOfOperation(q: Queryable, operationId: string): Promise<SwapRow | null> {
  const rows = await q.query<SwapColumns>(`SELECT ${COLUMNS} FROM swaps WHERE operation_id = $1`, [
    operationId,
  ]);
  return rows[0] ? toSwap(rows[0]) : null;
}

/**
 * The first `limit` Pending Exchange swaps waiting for `to` after swap `after` (an id; '0' from
 * the start), first in first out.
 */
export async function pendingQueue(q: Queryable, to: SwapAsset, limit: number, after: string) {
  const rows = await q.query<SwapColumns>(
    `SELECT ${COLUMNS} FROM swaps WHERE status = 'pending' AND to_asset = $1 AND id > $3
     ORDER BY id LIMIT $2`,
    [to, limit, after],
  );
  return rows.map(toSwap);
}

/** The first page of `pendingQueue` of each of `assets`, read together. */
export async function pendingQueues(
  q: Queryable,
  assets: readonly SwapAsset[],
  limit: number,
): Promise<Map<SwapAsset, SwapRow[]>> {
  const rows = await q.query<SwapColumns>(
    `SELECT s.* FROM unnest($1::text[]) AS t (asset)
     CROSS JOIN LATERAL (
       SELECT ${COLUMNS} FROM swaps WHERE status = 'pending' AND to_asset = t.asset
       ORDER BY id LIMIT $2
     ) s`,
    [assets, limit],
  );
  const queues = new Map<SwapAsset, SwapRow[]>(assets.map((a) => [a, []]));
  for (const row of rows) queues.get(row.to_asset)?.push(toSwap(row));
  return queues;
}

/** How many Pending Exchange swaps the user has waiting. */
export async function pendingCount(q: Queryable, userId: string): Promise<number> {
  const rows = await q.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM swaps WHERE user_id = $1 AND status = 'pending'`,
    [userId],
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Locks the user (`lockUsers`) and answers `pendingCount` as it is once the lock is held, in
 * one round trip (migrations/030_user_locked_reads.sql).
 */
export async function lockPendingCount(q: Queryable, userId: string): Promise<number> {
  const rows = await q.query<{ n: number }>('SELECT lock_user_pending_swaps($1) AS n', [userId]);
  return Number(rows[0]?.n ?? 0);
}

/** A filled swap's figures, stamped at the fill's time. */
export interface SwapCompletion {
  id: string;
  operationId: string;
  amountOut: bigint;
  price: string;
  volume: bigint;
  prize: bigint;
}

/** The statement that marks filled swaps completed at `at`, with their operations. */
export function swapsCompletion(at: Date, fills: readonly SwapCompletion[]): Statement {
  return {
    sql: `WITH f AS (
       SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::numeric[], $4::text[], $5::numeric[],
         $6::numeric[]) AS f (id, operation_id, amount_out, price, volume, prize)
     ), ops AS (
       UPDATE ledger_operations o SET status = 'completed', updated_at = now()
       FROM f WHERE o.id = f.operation_id
     )
     UPDATE swaps s SET status = 'completed', amount_out = f.amount_out, price = f.price,
       volume = f.volume, prize = f.prize, settled_at = $7
     FROM f WHERE s.id = f.id AND s.status = 'pending'`,
    params: [
      fills.map((f) => f.id),
      fills.map((f) => f.operationId),
      fills.map((f) => f.amountOut.toString()),
      fills.map((f) => f.price),
      fills.map((f) => f.volume.toString()),
      fills.map((f) => f.prize.toString()),
      at.toISOString(),
    ],
  };
}

export async function cancelSwap(
  q: Queryable,
  id: string,
  at: Date,
  operationId: string,
): Promise<void> {
  await q.query(
    `UPDATE swaps SET status = 'cancelled', settled_at = $2, settle_operation_id = $3
     WHERE id = $1 AND status = 'pending'`,
    [id, at.toISOString(), operationId],
  );
}

/** The user's swaps, newest first, optionally of one status. */
export async function listSwaps(
  q: Queryable,
  f: { userId: string; status?: SwapStatus | undefined; page: number; pageSize: number },
): Promise<{ items: SwapRow[]; total: number }> {
  const filter = 'user_id = $1 AND ($2::text IS NULL OR status = $2)';
  const params = [f.userId, f.status ?? null];
  return readPage(
    q,
    {
      sql: `SELECT ${COLUMNS} FROM swaps WHERE ${filter} ORDER BY id DESC LIMIT $3 OFFSET $4`,
      params: [...params, f.pageSize, (f.page - 1) * f.pageSize],
      item: toSwap,
    },
    { sql: `SELECT count(*)::text AS total FROM swaps WHERE ${filter}`, params },
  );
}
