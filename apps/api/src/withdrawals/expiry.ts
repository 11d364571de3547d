import { readCursor } from '../chain/cursor';
import type { Sweep } from '../jobs/job';
import type { MoneyContext } from '../ledger/context';
import { refundExpired } from './settle';

/**
 * Unclaimed vouchers past their deadline are refunded, decided by chain time: the watcher's
 * cursor block time, never the server's clock. A refund decided by server time could pay
 * twice if a claim sits in a block the watcher has not read yet (docs/time.md).
 */
export function voucherExpiry(ctx: Pick<MoneyContext, 'db' | 'ledger'>): Sweep {
  return {
    name: 'voucher-expiry',
    async run() {
      const cursor = await readCursor(ctx.db);
      if (!cursor) return 0;
      return (await refundExpired(ctx, cursor.blockTimestamp)).length;
    },
  };
}
