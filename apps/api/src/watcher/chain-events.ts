import type { Queryable } from '../db/db';
import type { ClaimEvent, DepositEvent } from './events';

export interface StoredEvent {
  id: string;
  disposition: string;
  userId: string | null;
  operationId: string | null;
}

/**
 * Records an event once, keyed by (chain id, tx hash, log index). Returns the row and whether
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
  const rows = await q.query<{ id: string }>(
    `INSERT INTO chain_events (chain_id, tx_hash, log_index, block_number, kind, asset,
       from_address, to_address, amount, disposition, user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (chain_id, tx_hash, log_index) DO NOTHING RETURNING id`,
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
  if (!existing) throw new Error(`chain event ${event.txHash}:${event.logIndex} vanished`);
  return { inserted: false, event: existing };
}

export async function findEvent(
  q: Queryable,
  event: Pick<DepositEvent, 'chainId' | 'txHash' | 'logIndex'>,
): Promise<StoredEvent | null> {
  const rows = await q.query<StoredEvent>(
    `SELECT id, disposition, user_id AS "userId", operation_id AS "operationId"
     FROM chain_events WHERE chain_id = $1 AND tx_hash = $2 AND log_index = $3`,
    [event.chainId, event.txHash.toLowerCase(), event.logIndex],
  );
  const row = rows[0];
  return row
    ? {
        ...row,
        id: String(row.id),
        userId: row.userId === null ? null : String(row.userId),
        operationId: row.operationId === null ? null : String(row.operationId),
      }
    : null;
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
