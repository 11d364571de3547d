import type { InsuranceCurrency, InsuranceQuote } from '@xbond/shared/api/insurance';
import type { Queryable } from '../db/db';
import { AppError } from '../errors';
import { freshQuote } from '../market/fresh';
import type { MarketPrice } from '../market/prices';
import { buyerPrice } from '../market/reference';
import { marketPriceView } from '../market/summary';
import { type FixedOrder, findOrder } from '../pledge/orders';
import { type InsuranceContext, xDecimals } from './context';
import { type PolicyTerms, policyTerms } from './terms';

export interface PolicyRequest {
  orderId: string;
  currency: InsuranceCurrency;
  amount: string;
}

/**
 * The order a policy may cover, checked (docs/insurance.md): the user's, active, before its
 * maturity, not insured yet, and a covered amount above zero and at most its principal.
 */
export async function insurableOrder(
  ctx: InsuranceContext,
  q: Queryable,
  userId: string,
  req: PolicyRequest,
  lock = false,
): Promise<{ order: FixedOrder; covered: bigint }> {
  const { book, clock } = ctx.pledge.money;
  const covered = book.parsePositive('X', req.amount);
  const order = await findOrder(q, req.orderId, userId, lock);
  if (!order) throw new AppError('pledgeOrderNotFound');
  if (order.status !== 'active' || order.maturityTime.getTime() <= clock.now().getTime()) {
    throw new AppError('insuranceOrderNotActive');
  }
  const insured = await q.query('SELECT 1 FROM insurance_policies WHERE order_id = $1', [order.id]);
  if (insured.length > 0) throw new AppError('insuranceAlreadyInsured');
  if (covered > order.amount) throw new AppError('insuranceAmountTooHigh');
  return { order, covered };
}

/** The policy's terms at `price`; a cover too small to cost anything is refused. */
export function termsAt(
  ctx: InsuranceContext,
  covered: bigint,
  currency: InsuranceCurrency,
  price: MarketPrice,
): PolicyTerms {
  const terms = policyTerms(covered, currency, price, xDecimals(ctx), ctx.settings);
  if (terms.premium === 0n) throw new AppError('insuranceAmountTooLow');
  return terms;
}

/**
 * GET /insurance/quote: what the policy would cost and guarantee at X's price now (the lower of
 * spot and reference); while the market is moving it still answers, and says so.
 */
export async function quoteInsurance(
  ctx: InsuranceContext,
  userId: string,
  req: PolicyRequest,
): Promise<InsuranceQuote> {
  const { book, db } = ctx.pledge.money;
  const { covered } = await insurableOrder(ctx, db, userId, req);
  const quoted = await freshQuote(ctx.market, 'X');
  const price = buyerPrice(quoted.price, 'low');
  const terms = termsAt(ctx, covered, req.currency, price);
  return {
    orderId: req.orderId,
    currency: req.currency,
    amount: book.format('X', covered),
    premiumBps: ctx.settings.premiumBps,
    premium: book.format(req.currency, terms.premium),
    price: price.price,
    priceAt: price.at.toISOString(),
    market: marketPriceView(quoted),
    insuredValue: book.format('USDD', terms.insuredValue),
    minReturnBps: ctx.settings.minReturnBps,
    guarantee: book.format('USDD', terms.guarantee),
  };
}
