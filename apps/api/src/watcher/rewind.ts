import { BlockNotFoundError, type PublicClient } from 'viem';
import { type Cursor, moveCursor, readCursor } from '../chain/cursor';
import type { Db, Queryable } from '../db/db';

/** A refusal the operator can act on; the message says why. */
export class CursorError extends Error {}

export interface CursorState {
  cursor: Cursor;
  /** The hash the chain now holds at the cursor's height (null: no such block). */
  onChain: string | null;
}

async function blockAt(client: PublicClient, blockNumber: bigint) {
  return client.getBlock({ blockNumber }).catch((error: unknown) => {
    if (error instanceof BlockNotFoundError) return null;
    throw error;
  });
}

async function requireCursor(q: Queryable, lock = false): Promise<Cursor> {
  const cursor = await readCursor(q, lock);
  if (!cursor) throw new CursorError('The ledger has no chain cursor yet: start the product once.');
  return cursor;
}

/** The watcher's cursor beside what the chain holds at its height (a reorg when they differ). */
export async function cursorState(db: Db, client: PublicClient): Promise<CursorState> {
  const cursor = await requireCursor(db);
  const block = await blockAt(client, cursor.blockNumber);
  return { cursor, onChain: block?.hash ?? null };
}

/**
 * Moves the watcher's cursor back to `blockNumber`, a block both histories share after a reorg
 * (docs/ledger.md, "Reorgs"), with that block's hash and time as the chain holds them now. The
 * watcher then reads every event after it again: what is already booked is skipped (each chain
 * event is booked once), what only the standing history holds is booked. Never forward: that
 * would skip events.
 */
export async function rewindCursor(
  db: Db,
  client: PublicClient,
  blockNumber: bigint,
): Promise<{ from: Cursor; to: Cursor }> {
  return db.transaction(async (q) => {
    const from = await requireCursor(q, true);
    if (blockNumber > from.blockNumber) {
      throw new CursorError(
        `Block ${blockNumber} is after the cursor (${from.blockNumber}): moving forward would skip events.`,
      );
    }
    // Read while the cursor is locked: no watcher moves it meanwhile.
    const block = await blockAt(client, blockNumber);
    if (!block?.hash) throw new CursorError(`The chain holds no block ${blockNumber}.`);
    await moveCursor(q, blockNumber, block.timestamp, block.hash);
    return {
      from,
      to: { ...from, blockNumber, blockTimestamp: block.timestamp, blockHash: block.hash },
    };
  });
}
