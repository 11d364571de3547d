import type { Queryable } from '../db/db';
import type { ClaimEvent, DepositEvent } from './events';

export interface StoredEvent {
  id: string;
  disposition: string;
  userId: string | null;
  operationId: string | null;
}

/**
 * Records an event once, keyed by (chain id, tx hash, the log's place in its receipt): a
 * transfer a reorg moved to another block is the same event. Returns the row and whether
 * this call inserted it: a second caller (the watcher after a callback, or a concurrent twin)
 * gets the first row back and must not credit again.
 */
export async function recordEvent(
  q: Queryable,
  event: DepositEvent | ClaimEvent,
  disposition: string,
  userId: string | null,
): Promise<{ inserted: boolean; event: StoredEvent }> {
  // A claim moves tokens from the Vault to the user.
  const [from, to] = event.kind === 'deposit' ? [event.from, event.to] : [event.vault, event.user];
  const unplaced = await placeUnplaced(q, event, from.toLowerCase(), to.toLowerCase());
  if (unplaced) return { inserted: false, event: unplaced };
  const rows = await q.query<{ id: string }>(
    `INSERT INTO chain_events (chain_id, tx_hash, log_index, block_number, kind, asset,
       from_address, to_address, amount, disposition, user_id, tx_log_index)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (chain_id, tx_hash, tx_log_index) DO NOTHING RETURNING id`,
    [
      event.chainId,
      event.txHash.toLowerCase(),
      event.logIndex,
      event.blockNumber.toString(),
      event.kind,
      event.asset ?? '?',
      from.toLowerCase(),
      to.toLowerCase(),
      event.amount.toString(),
      disposition,
      userId,
      event.txLogIndex,
    ],
  );
  const row = rows[0];
  if (row) {
    return {
      inserted: true,
      event: { id: String(row.id), disposition, userId, operationId: null },
    };
  }
  const existing = await findEvent(q, event);
  if (!existing) throw new Error(`chain event ${event.txHash}#${event.txLogIndex} vanished`);
  return { inserted: false, event: existing };
}

/**
 * A row recorded before events had their receipt place (migration 017) that is this event:
 * the same transaction, kind, asset, sender, recipient and amount, the first such in log order
 * (a reorg keeps a transaction's logs in their order). It takes the event's place and is
 * answered, so the transfer is not credited again, wherever the chain now has it.
 */
async function placeUnplaced(
  q: Queryable,
  event: DepositEvent | ClaimEvent,
  from: string,
  to: string,
): Promise<StoredEvent | null> {
  const rows = await q.query<StoredEvent>(
    `UPDATE chain_events SET tx_log_index = $3
     WHERE id = (
       SELECT id FROM chain_events
       WHERE chain_id = $1 AND tx_hash = $2 AND tx_log_index IS NULL AND kind = $4
         AND asset = $5 AND from_address = $6 AND to_address = $7 AND amount = $8
       ORDER BY log_index LIMIT 1 FOR UPDATE)
     RETURNING id, disposition, user_id AS "userId", operation_id AS "operationId"`,
    [
      event.chainId,
      event.txHash.toLowerCase(),
      event.txLogIndex,
      event.kind,
      event.asset ?? '?',
      from,
      to,
      event.amount.toString(),
    ],
  );
  return rows[0] ? stored(rows[0]) : null;
}

const stored = (row: StoredEvent): StoredEvent => ({
  ...row,
  id: String(row.id),
  userId: row.userId === null ? null : String(row.userId),
  operationId: row.operationId === null ? null : String(row.operationId),
});

export async function findEvent(
  q: Queryable,
  event: Pick<DepositEvent, 'chainId' | 'txHash' | 'txLogIndex'>,
): Promise<StoredEvent | null> {
  const rows = await q.query<StoredEvent>(
    `SELECT id, disposition, user_id AS "userId", operation_id AS "operationId"
     FROM chain_events WHERE chain_id = $1 AND tx_hash = $2 AND tx_log_index = $3`,
    [event.chainId, event.txHash.toLowerCase(), event.txLogIndex],
  );
  return rows[0] ? stored(rows[0]) : null;
}

/** Links an event to the operation that booked it; optionally its final disposition and user. */
export async function linkEvent(
  q: Queryable,
  eventId: string,
  operationId: string,
  final?: { disposition: string; userId: string | null },
) {
  await q.query(
    `UPDATE chain_events SET operation_id = $2,
       disposition = CASE WHEN $3::boolean THEN $4 ELSE disposition END,
       user_id = CASE WHEN $3::boolean THEN $5::bigint ELSE user_id END
     WHERE id = $1`,
    [eventId, operationId, final !== undefined, final?.disposition ?? null, final?.userId ?? null],
  );
}
