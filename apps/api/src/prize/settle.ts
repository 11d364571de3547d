import type { PrizePeriod } from '@xbond/shared/api/ranking';
import { nextPeriod } from '@xbond/shared/periods';
import type { PeriodJob } from '../jobs/job';
import { systemAccount } from '../ledger/accounts';
import type { TradingContext } from '../swap/context';
import { lockTrading } from '../swap/lock';
import { BPS } from '../swap/settings';
import { prizePot } from './accrue';
import { carryInto, markSettled, periodPot } from './periods';
import { insertPrizes, type NewPrize } from './prizes';
import { topRanking } from './ranking';

const DAY_MS = 86_400_000;

/** The pot's share of each place, rounded down; places without a trader pay nothing. */
export function placePrizes(
  pot: bigint,
  sharesBps: readonly number[],
  winners: readonly { userId: string; volume: bigint }[],
): NewPrize[] {
  return winners.flatMap((w, i) => {
    const amount = (pot * BigInt(sharesBps[i] ?? 0)) / BPS;
    return amount > 0n ? [{ rank: i + 1, userId: w.userId, volume: w.volume, amount }] : [];
  });
}

/**
 * At the end of each `kind` period (business-rules 10): its pot (its fees and what was
 * carried in) is shared by the top traders by the place shares; each prize moves from the
 * kind's pot to the prizes won (one operation), claimable until PRIZE_CLAIM_DAYS after the
 * period's end. What no place took (fewer traders than places, rounding, a period without
 * trades) carries into the next period. One transaction under the trading lock, after every
 * fill stamped before the period's end; the period's settled mark makes a rerun pay nothing.
 * Most hours of a quiet product have an empty pot: those write nothing.
 */
export function prizeJob(ctx: TradingContext, kind: PrizePeriod): PeriodJob {
  const { ledger, clock } = ctx.money;
  const shares = ctx.prize.sharesBps[kind];
  return {
    name: `prize-${kind}`,
    period: kind,
    async run(run) {
      const { start, end } = run.period;
      await ledger.transaction(async (tx) => {
        await lockTrading(tx);
        const pot = await periodPot(tx.q, kind, start);
        const total = pot.fees + pot.carriedIn;
        // Settled before, or nothing to share: a period that ended empty stays empty (fills
        // and expiries from now on are stamped after its end), so it needs no mark.
        if (pot.settled || total === 0n) return;
        const prizes = placePrizes(
          total,
          shares,
          await topRanking(tx.q, kind, start, shares.length),
        );
        const awarded = prizes.reduce((sum, p) => sum + p.amount, 0n);
        if (awarded > 0n) {
          const op = await tx.execute({
            key: run.key('award'),
            type: 'prize_award',
            params: { kind, period: run.period.name },
            postings: [
              { account: prizePot(kind), amount: -awarded },
              { account: systemAccount('prize_pool', 'USDD', 'won'), amount: awarded },
            ],
          });
          await insertPrizes(tx.q, {
            kind,
            start,
            awardedAt: end,
            expiresAt: new Date(end.getTime() + ctx.prize.claimDays * DAY_MS),
            operationId: op.id,
            prizes,
          });
        }
        const rest = total - awarded;
        await markSettled(tx.q, {
          ...pot,
          kind,
          start,
          awarded,
          carriedOut: rest,
          at: clock.now(),
        });
        if (rest > 0n) await carryInto(tx.q, kind, nextPeriod(run.period).start, rest);
      });
    },
  };
}
