import type { Asset } from '@xbond/shared/assets';
import type { Queryable, Read } from '../db/db';

export interface DepositOrder {
  id: string;
  userId: string;
  asset: Asset;
  amount: bigint;
  /** 'expired': open past expiresAt with no reported transaction (the job runner marks it). */
  status: 'open' | 'credited' | 'expired';
  expiresAt: Date;
  /** The transaction the client reported, kept while it gathers confirmations. */
  txHash: string | null;
  chainEventId: string | null;
  createdAt: Date;
}

interface Row {
  id: string;
  user_id: string;
  asset: Asset;
  amount: string;
  status: 'open' | 'credited' | 'expired';
  expires_at: Date;
  tx_hash: string | null;
  chain_event_id: string | null;
  created_at: Date;
}

const COLUMNS =
  'id, user_id, asset, amount, status, expires_at, tx_hash, chain_event_id, created_at';

const toOrder = (r: Row): DepositOrder => ({
  id: String(r.id),
  userId: String(r.user_id),
  asset: r.asset,
  amount: BigInt(r.amount),
  status: r.status,
  expiresAt: r.expires_at,
  txHash: r.tx_hash,
  chainEventId: r.chain_event_id === null ? null : String(r.chain_event_id),
  createdAt: r.created_at,
});

/** Past its time, by the clock: also before the runner has marked it. */
export const isExpired = (o: DepositOrder, now: Date) =>
  o.status === 'expired' || (o.status === 'open' && o.expiresAt.getTime() <= now.getTime());

export async function insertOrder(
  q: Queryable,
  o: { userId: string; asset: Asset; amount: bigint; expiresAt: Date },
): Promise<DepositOrder> {
  const rows = await q.query<Row>(
    `INSERT INTO deposit_orders (user_id, asset, amount, expires_at)
     VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
    [o.userId, o.asset, o.amount.toString(), o.expiresAt.toISOString()],
  );
  if (!rows[0]) throw new Error('insert into deposit_orders returned no row');
  return toOrder(rows[0]);
}

/** The user's order `id`, or null (someone else's order is not found either). */
export async function findOrder(
  q: Queryable,
  id: string,
  userId: string,
  lock = false,
): Promise<DepositOrder | null> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM deposit_orders WHERE id = $1 AND user_id = $2 ${lock ? 'FOR UPDATE' : ''}`,
    [id, userId],
  );
  return rows[0] ? toOrder(rows[0]) : null;
}

/** Orders still waiting for their transfer: open and unexpired, or reported and confirming. */
export function pendingOrdersRead(userId: string, now: Date): Read<DepositOrder[], Row> {
  return {
    sql: `SELECT ${COLUMNS} FROM deposit_orders
     WHERE user_id = $1 AND status = 'open' AND (expires_at > $2 OR tx_hash IS NOT NULL)
     ORDER BY id DESC LIMIT 20`,
    params: [userId, now.toISOString()],
    result: (rows) => rows.map(toOrder),
  };
}

export async function setOrderTx(q: Queryable, id: string, txHash: string) {
  await q.query(`UPDATE deposit_orders SET tx_hash = $2 WHERE id = $1 AND status = 'open'`, [
    id,
    txHash.toLowerCase(),
  ]);
}

/** Marks an open order credited; false when it no longer is open. */
export async function creditOrder(
  q: Queryable,
  id: string,
  eventId: string,
  operationId: string | null,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE deposit_orders SET status = 'credited', chain_event_id = $2, operation_id = $3,
       credited_at = now()
     WHERE id = $1 AND status = 'open' RETURNING id`,
    [id, eventId, operationId],
  );
  return rows.length === 1;
}

/**
 * The order a transfer pays, for the watcher: the one whose callback reported this very
 * transaction, else the user's oldest open, unexpired order of that asset and amount.
 */
export async function findMatchingOrder(
  q: Queryable,
  m: { userId: string; asset: Asset; amount: bigint; txHash: string; now: Date },
): Promise<string | null> {
  const rows = await q.query<{ id: string }>(
    `SELECT id FROM deposit_orders
     WHERE user_id = $1 AND asset = $2 AND amount = $3 AND status = 'open'
       AND (tx_hash = $4 OR (expires_at > $5 AND tx_hash IS NULL))
     ORDER BY (tx_hash = $4) IS TRUE DESC, id LIMIT 1 FOR UPDATE`,
    [m.userId, m.asset, m.amount.toString(), m.txHash.toLowerCase(), m.now.toISOString()],
  );
  return rows[0] ? String(rows[0].id) : null;
}

/** The order a credited event paid, if any. */
export async function orderOfEvent(q: Queryable, eventId: string): Promise<string | null> {
  const rows = await q.query<{ id: string }>(
    'SELECT id FROM deposit_orders WHERE chain_event_id = $1',
    [eventId],
  );
  return rows[0] ? String(rows[0].id) : null;
}

/**
 * Marks open orders past their time, with no reported transaction, expired (at most `limit`);
 * answers the users whose pending deposits changed. A reported order keeps confirming.
 */
export async function expireOrders(q: Queryable, now: Date, limit = 1000): Promise<string[]> {
  const rows = await q.query<{ user_id: string }>(
    `UPDATE deposit_orders SET status = 'expired'
     WHERE id IN (SELECT id FROM deposit_orders
                  WHERE status = 'open' AND tx_hash IS NULL AND expires_at <= $1
                  ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING user_id`,
    [now.toISOString(), limit],
  );
  return [...new Set(rows.map((r) => String(r.user_id)))];
}
