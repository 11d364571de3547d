import type { PrizeInfo, PrizePeriod, PrizeRanking } from '@xbond/shared/api/prize';
import { maskAddress } from '@xbond/shared/mask';
import { periodAt } from '@xbond/shared/periods';
import type { TradingContext } from '../trading/context';
import { periodPot } from './periods';
import { topRanking, userStanding } from './ranking';

/** The `kind` period in progress, by the product's clock, as the screens name it. */
function current(ctx: TradingContext, kind: PrizePeriod) {
  const period = periodAt(kind, ctx.money.clock.now());
  return {
    period,
    view: {
      period: kind,
      name: period.name,
      startsAt: period.start.toISOString(),
      endsAt: period.end.toISOString(),
    },
  };
}

/**
 * GET /prize/info: the period in progress, its pot so far, and the signed-in user's volume and
 * rank (a visitor, `userId` null, has none). It carries the server's time: the screen's
 * countdown to the period's end runs from it.
 */
export async function prizeInfo(
  ctx: TradingContext,
  userId: string | null,
  kind: PrizePeriod,
): Promise<PrizeInfo> {
  const { db, book, clock } = ctx.money;
  const { period, view } = current(ctx, kind);
  const [pot, standing] = await Promise.all([
    periodPot(db, kind, period.start),
    userId === null ? null : userStanding(db, kind, period.start, userId),
  ]);
  return {
    ...view,
    pool: book.format('USDD', pot.fees + pot.carriedIn),
    sharesBps: ctx.prize.sharesBps[kind],
    yourVolume: book.format('USDD', standing?.volume ?? 0n),
    yourRank: standing?.rank ?? null,
    serverTime: clock.now().toISOString(),
  };
}

/**
 * GET /prize/ranking: the top PRIZE_RANKING_SIZE traders of the period in progress, the
 * viewer's own entry marked (masked addresses alone could not tell it apart).
 */
export async function prizeRanking(
  ctx: TradingContext,
  kind: PrizePeriod,
  viewerId: string | null,
): Promise<PrizeRanking> {
  const { db, book } = ctx.money;
  const { period, view } = current(ctx, kind);
  const top = await topRanking(db, kind, period.start, ctx.prize.rankingSize);
  return {
    ...view,
    items: top.map((s, i) => ({
      rank: i + 1,
      address: maskAddress(s.address),
      volume: book.format('USDD', s.volume),
      updatedAt: s.updatedAt.toISOString(),
      mine: s.userId === viewerId,
    })),
  };
}
