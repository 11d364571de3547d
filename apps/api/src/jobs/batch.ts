import type { Queryable } from '../db/db';

/**
 * Opens a settlement batch's transaction: its statements run without JIT compilation. Each is
 * planned for one page of ids, yet its estimated cost grows with the tables it reads (a user's
 * whole earnings history, the day's events), so past `jit_above_cost` PostgreSQL compiles it
 * again on every page: 15 ms to over 100 ms a page for a few ms of work, measured by
 * bench/src/settlement.ts. SET LOCAL ends with the transaction.
 */
export async function openBatch(q: Queryable): Promise<void> {
  await q.query('SET LOCAL jit = off');
}
