import type { ReserveBondInfo } from '@xbond/shared/api/reserveBond';
import { periodAt } from '@xbond/shared/periods';
import type { ReserveBondContext } from '../bonds/context';
import { discounted, priceText } from '../bonds/price';
import { buyerPrice } from '../market/reference';
import { marketPriceView } from '../market/summary';
import { capacityAt, capacityView } from './capacity';

/**
 * GET /bond/info (public): X's market price and each term's bond price, the day's capacity
 * and what is left, and the next rebase by server time, for the page's countdown. A price the
 * chain has never answered leaves the prices null; a stale one is shown as stale.
 */
export async function bondInfo(ctx: ReserveBondContext): Promise<ReserveBondInfo> {
  const { db, clock } = ctx.money;
  const now = clock.now();
  const [quoted, capacity] = await Promise.all([
    ctx.market.get('X').catch(() => null),
    capacityAt(ctx, db, now),
  ]);
  return {
    market: quoted ? marketPriceView(quoted) : null,
    terms: ctx.settings.terms.map((t) => ({
      ...t,
      bondPrice: quoted
        ? priceText(discounted(buyerPrice(quoted.price, 'high'), t.discountBps))
        : null,
    })),
    min: ctx.settings.min,
    capacity: capacityView(ctx, capacity),
    rebaseRatePpm: ctx.settings.rebaseRatePpm,
    nextRebaseTime: periodAt('epoch', now).end.toISOString(),
    serverTime: now.toISOString(),
  };
}
