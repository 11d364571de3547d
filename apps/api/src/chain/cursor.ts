import type { Queryable } from '../db/db';

/** How far the chain watcher has read: every event up to `blockNumber` is in the ledger. */
export interface Cursor {
  chainId: number;
  vault: string;
  blockNumber: bigint;
  /** That block's timestamp (unix seconds, chain time). */
  blockTimestamp: bigint;
  /** That block's hash (null for a cursor written before it was kept). */
  blockHash: string | null;
}

const NAME = 'vault';

interface Row {
  chain_id: number;
  vault: string;
  block_number: string;
  block_timestamp: string;
  block_hash: string | null;
}
const toCursor = (r: Row): Cursor => ({
  chainId: Number(r.chain_id),
  vault: r.vault,
  blockNumber: BigInt(r.block_number),
  blockTimestamp: BigInt(r.block_timestamp),
  blockHash: r.block_hash,
});

/** The cursor, or null before the ledger was opened. `lock` holds it to the transaction's end. */
export async function readCursor(q: Queryable, lock = false): Promise<Cursor | null> {
  const rows = await q.query<Row>(
    `SELECT chain_id, vault, block_number, block_timestamp, block_hash FROM chain_cursor
     WHERE name = $1
     ${lock ? 'FOR UPDATE' : ''}`,
    [NAME],
  );
  return rows[0] ? toCursor(rows[0]) : null;
}

/** Creates the cursor; false when another process created it first. */
export async function insertCursor(q: Queryable, c: Cursor): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO chain_cursor (name, chain_id, vault, block_number, block_timestamp, block_hash)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (name) DO NOTHING RETURNING name`,
    [
      NAME,
      c.chainId,
      c.vault.toLowerCase(),
      c.blockNumber.toString(),
      c.blockTimestamp.toString(),
      c.blockHash,
    ],
  );
  return rows.length === 1;
}

export async function moveCursor(
  q: Queryable,
  blockNumber: bigint,
  blockTimestamp: bigint,
  blockHash: string,
) {
  await q.query(
    `UPDATE chain_cursor SET block_number = $2, block_timestamp = $3, block_hash = $4,
       updated_at = now()
     WHERE name = $1`,
    [NAME, blockNumber.toString(), blockTimestamp.toString(), blockHash],
  );
}
