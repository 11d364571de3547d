import type { Ledger, LedgerTx } from '../ledger/ledger';
import { openBatch } from './batch';
import type { JobRun } from './job';

/**
 * A run's pass over its rows a page at a time, resumable (docs/time.md): `read` answers the page
 * after a cursor (empty when none is left), and each page is booked in one ledger transaction
 * that saves the page's last cursor with it, so a resumed run starts after the last committed
 * page and never books one twice.
 */
export async function bookPages<R>(
  run: JobRun,
  ledger: Ledger,
  page: {
    read: (after: string) => Promise<R[]>;
    cursor: (row: R) => string;
    book: (tx: LedgerTx, rows: R[], after: string) => Promise<void>;
  },
): Promise<void> {
  for (let cursor = run.progress ?? '0'; ; ) {
    const rows = await page.read(cursor);
    const last = rows.at(-1);
    if (last === undefined) return;
    const next = page.cursor(last);
    const after = cursor;
    await ledger.transaction(async (tx) => {
      await page.book(tx, rows, after);
      await run.checkpoint(tx.q, next);
    });
    cursor = next;
  }
}

/**
 * The same pass where a page must be read inside its own transaction (under the locks it takes):
 * `book` reads and books the page after `after` and answers its last cursor, or null when none
 * is left; the cursor is saved in the same transaction. Each is a settlement batch (batch.ts).
 */
export async function bookLockedPages(
  run: JobRun,
  ledger: Ledger,
  book: (tx: LedgerTx, after: string) => Promise<string | null>,
): Promise<void> {
  for (let cursor = run.progress ?? '0'; ; ) {
    const after = cursor;
    const last = await ledger.transaction(async (tx) => {
      await openBatch(tx.q);
      const next = await book(tx, after);
      if (next !== null) await run.checkpoint(tx.q, next);
      return next;
    });
    if (last === null) return;
    cursor = last;
  }
}
