import { parseAmount } from '@xbond/shared/amount';
import type { DiscountTerm } from '@xbond/shared/api/common';
import type { ReserveBondQuote } from '@xbond/shared/api/reserveBond';
import type { ReserveBondContext } from '../bonds/context';
import { discounted, type Fraction, priceText } from '../bonds/price';
import { bondSchedule } from '../bonds/schedule';
import { bondTerm } from '../bonds/settings';
import { AppError } from '../errors';
import { fromUsdd } from '../market/convert';
import { freshQuote } from '../market/fresh';
import type { MarketPrice } from '../market/prices';
import { buyerPrice } from '../market/reference';
import { marketPriceView } from '../market/summary';
import { capacityAt, soldOut } from './capacity';

/** A purchase request, checked without a price: its term, and USDD above the minimum. */
export interface BondRequest {
  term: DiscountTerm;
  amount: bigint;
}

export function bondRequest(ctx: ReserveBondContext, body: { amount: string; days: number }) {
  const { book } = ctx.money;
  const term = bondTerm(ctx.settings.terms, body.days);
  const amount = book.parsePositive('USDD', body.amount);
  if (amount < parseAmount(ctx.settings.min, book.decimals('USDD'))) {
    throw new AppError('bondBelowMinimum', [ctx.settings.min, 'USDD']);
  }
  return { term, amount } satisfies BondRequest;
}

/**
 * What a purchase buys at X's market price (docs/bonds.md; the caller passes the higher of
 * spot and reference, docs/insurance.md, "Market price"): the bond price, market x (1 - discount),
 * and the X owed, amount / bond price **rounded down** to a base unit (the platform's favour;
 * docs/bonds.md).
 */
export function bondPayout(
  ctx: ReserveBondContext,
  req: BondRequest,
  price: MarketPrice,
): { bond: Fraction; payout: bigint } {
  const { book } = ctx.money;
  const bond = discounted(price, req.term.discountBps);
  const payout = fromUsdd(
    req.amount,
    bond,
    {
      token: book.decimals('X'),
      usdd: book.decimals('USDD'),
    },
    'down',
  );
  if (payout === 0n) throw new AppError('bondBelowMinimum', [ctx.settings.min, 'USDD']);
  return { bond, payout };
}

/**
 * GET /bond/quote: the purchase's figures now at the higher of spot and reference, refused as
 * a purchase would be (stale price, below the minimum, past the day's capacity); while the
 * market is moving it still answers, and `market.moving` says a purchase is refused.
 */
export async function quoteBond(
  ctx: ReserveBondContext,
  body: { amount: string; days: number },
): Promise<ReserveBondQuote> {
  const { book, clock, db } = ctx.money;
  const req = bondRequest(ctx, body);
  const quoted = await freshQuote(ctx.market, 'X');
  const price = buyerPrice(quoted.price, 'high');
  const { bond, payout } = bondPayout(ctx, req, price);
  const now = clock.now();
  const capacity = await capacityAt(ctx, db, now);
  if (payout > capacity.left) throw soldOut(ctx, capacity.left, capacity.day);
  const schedule = bondSchedule(now, req.term.days);
  return {
    amount: book.format('USDD', req.amount),
    days: req.term.days,
    discountBps: req.term.discountBps,
    marketPrice: price.price,
    market: marketPriceView(quoted),
    bondPrice: priceText(bond),
    payout: book.format('X', payout),
    priceAt: price.at.toISOString(),
    vestingStart: schedule.start.toISOString(),
    deadline: schedule.deadline.toISOString(),
    capacityLeft: book.format('X', capacity.left),
  };
}
