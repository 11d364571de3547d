import { periodStart } from '@xbond/shared/periods';
import type { Sweep } from '../jobs/job';
import { systemAccount } from '../ledger/accounts';
import type { TradingContext } from '../trading/context';
import { lockTrading } from '../trading/lock';
import { prizePot } from './accrue';
import { carryInto } from './periods';
import { expiredPrizes, settlePrize } from './prizes';

const BATCH = 500;

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
