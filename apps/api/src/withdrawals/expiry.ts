import { readCursor } from '../chain/cursor';
import type { Queryable } from '../db/db';
import type { Sweep } from '../jobs/job';
import type { MoneyContext } from '../ledger/context';
import { refundExpired } from './settle';

/**
 * Reminds the user of each voucher still unclaimed when its deadline is within 24 hours, or
 * within half its life when vouchers live 24 hours or less (else every voucher would be
 * recalled as it is issued). Server time is enough for a reminder: it moves no money. One
 * statement keyed by the withdrawal, so a rerun reminds once (docs/notices.md).
 */
async function remindExpiring(q: Queryable, now: Date, ttlHours: number): Promise<void> {
  const within = Math.min(24 * 3600, (ttlHours * 3600) / 2);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  await q.query(
    `INSERT INTO notices (user_id, kind, params, event_key, created_at)
     SELECT user_id, 'voucher_expiring',
       jsonb_build_object('withdrawalId', id::text, 'asset', asset, 'amount', net::text,
         'deadline', to_char(to_timestamp(deadline) AT TIME ZONE 'UTC',
         'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
       'voucher_expiring:' || id, $3
     FROM withdrawals WHERE status = 'pending' AND deadline > $1 AND deadline <= $1 + $2
     ON CONFLICT (event_key) DO NOTHING`,
    [nowSeconds, within, now.toISOString()],
  );
}

/**
 * Unclaimed vouchers past their deadline are refunded, decided by chain time: the watcher's
 * cursor block time, never the server's clock. A refund decided by server time could pay
 * twice if a claim sits in a block the watcher has not read yet (docs/time.md).
 */
export function voucherExpiry(
  ctx: Pick<MoneyContext, 'db' | 'ledger' | 'clock' | 'settings'>,
): Sweep {
  return {
    name: 'voucher-expiry',
    async run(now) {
      await remindExpiring(ctx.db, now, ctx.settings.withdrawVoucherTtlHours);
      const cursor = await readCursor(ctx.db);
      if (!cursor) return 0;
      return (await refundExpired(ctx, cursor.blockTimestamp)).length;
    },
  };
}
