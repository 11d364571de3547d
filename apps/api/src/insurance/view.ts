import type { InsurancePolicy } from '@xbond/shared/api/insurance';
import { findOrder } from '../pledge/orders';
import { orderNumber } from '../pledge/view';
import type { InsuranceContext } from './context';
import type { Policy } from './policies';

/** A policy as the detail screen shows it, with its order's principal, term and maturity. */
export async function policyView(ctx: InsuranceContext, p: Policy): Promise<InsurancePolicy> {
  const { db, book } = ctx.pledge.money;
  const order = await findOrder(db, p.orderId, p.userId);
  if (!order) throw new Error(`policy ${p.id} has no order ${p.orderId}`);
  const inCurrency = (v: bigint | null) => (v === null ? null : book.format(p.currency, v));
  return {
    id: p.id,
    orderId: p.orderId,
    orderNumber: orderNumber(order.id),
    orderAmount: book.format('X', order.amount),
    days: order.days,
    maturityTime: order.maturityTime.toISOString(),
    currency: p.currency,
    amount: book.format('X', p.covered),
    premiumBps: p.premiumBps,
    premium: book.format(p.currency, p.premium),
    priceAtPurchase: p.price,
    insuredValue: book.format('USDD', p.insuredValue),
    minReturnBps: p.minReturnBps,
    guarantee: book.format('USDD', p.guarantee),
    status: p.status,
    boughtAt: p.boughtAt.toISOString(),
    maturityPrice: p.maturityPrice,
    maturityValue: p.maturityValue === null ? null : book.format('USDD', p.maturityValue),
    payout: inCurrency(p.payout),
    shortfall: inCurrency(p.shortfall),
  };
}
