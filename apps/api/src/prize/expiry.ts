import { periodStart } from '@xbond/shared/periods';
import type { Queryable } from '../db/db';
import type { Sweep } from '../jobs/job';
import { systemAccount } from '../ledger/accounts';
import type { TradingContext } from '../trading/context';
import { lockTrading } from '../trading/lock';
import { prizePot } from './accrue';
import { carryInto } from './periods';
import { expiredPrizes, settlePrize } from './prizes';

const BATCH = 500;
/** How long before its expiry an unclaimed prize is recalled to its winner. */
const REMIND_BEFORE = '3 days';

/**
 * Reminds each winner of a prize still unclaimed within REMIND_BEFORE of its expiry: one
 * statement, keyed by the prize, so a rerun or a catch-up reminds once (docs/notices.md).
 */
async function remindUnclaimed(q: Queryable, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO notices (user_id, kind, params, event_key, created_at)
     SELECT user_id, 'prize_unclaimed',
       jsonb_build_object('prizeId', id::text, 'kind', kind, 'asset', 'USDD',
         'amount', amount::text, 'expiresAt', to_char(expires_at AT TIME ZONE 'UTC',
         'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
       'prize_unclaimed:' || id, $1
     FROM prizes WHERE status = 'claimable' AND expires_at > $1
       AND expires_at <= $1::timestamptz + $2::interval
     ON CONFLICT (event_key) DO NOTHING`,
    [now.toISOString(), REMIND_BEFORE],
  );
}

/**
 * On every runner tick: each prize still unclaimed at its expiry rolls from the prizes won
 * back into its kind's pot, carried into the kind's period in progress (docs/trading.md).
 * Under the trading lock, so it never adds to a period whose settlement has read its pot.
 */
export function prizeExpirySweep(ctx: TradingContext): Sweep {
  const { db, ledger, clock } = ctx.money;
  return {
    name: 'prize-expiry',
    async run(now) {
      await remindUnclaimed(db, now);
      const due = await db.query(
        `SELECT 1 FROM prizes WHERE status = 'claimable' AND expires_at <= $1 LIMIT 1`,
        [now.toISOString()],
      );
      if (due.length === 0) return 0;
      return ledger.transaction(async (tx) => {
        await lockTrading(tx);
        const at = clock.now();
        const prizes = await expiredPrizes(tx.q, at, BATCH);
        for (const p of prizes) {
          const op = await tx.execute({
            key: `prize_expiry:${p.id}`,
            type: 'prize_expiry',
            params: { id: p.id },
            postings: [
              { account: systemAccount('prize_pool', 'USDD', 'won'), amount: -p.amount },
              { account: prizePot(p.kind), amount: p.amount },
            ],
          });
          await settlePrize(tx.q, p.id, { status: 'expired', at, operationId: op.id });
          await carryInto(tx.q, p.kind, periodStart(p.kind, at), p.amount, at);
        }
        return prizes.length;
      });
    },
  };
}
