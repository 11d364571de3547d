import type { InsurancePolicy } from '@xbond/shared/api/insurance';
import { AppError } from '../errors';
import { systemAccount, userAccount } from '../ledger/accounts';
import { freshQuote, purchasable } from '../market/fresh';
import { buyerPrice } from '../market/reference';
import type { InsuranceContext } from './context';
import { findPolicy, insertPolicy, policyOfOperation } from './policies';
import { insurableOrder, type PolicyRequest, termsAt } from './quote';
import { policyView } from './view';

/**
 * POST /insurance/buy: with the agreement ticked and the market not moving, the premium moves from available (in the
 * insured currency) to the insurance pool and the policy is written, in one transaction under
 * the order's lock. The same Idempotency-Key answers the same policy.
 */
export async function buyInsurance(
  ctx: InsuranceContext,
  userId: string,
  req: PolicyRequest & { agree: boolean },
  idempotencyKey: string,
): Promise<InsurancePolicy> {
  if (!req.agree) throw new AppError('insuranceAgreement');
  const { ledger, clock, db } = ctx.pledge.money;
  // Read before the transaction: a chain call must not hold the order's lock.
  const quoted = await freshQuote(ctx.market, 'X');
  const policyId = await ledger.transaction(async (tx) => {
    const op = await tx.begin({
      key: `insurance:${userId}:${idempotencyKey}`,
      type: 'insurance_premium',
      userId,
      params: { orderId: req.orderId, currency: req.currency, amount: req.amount },
    });
    if (op.replayed) return (await policyOfOperation(tx.q, op.id))?.id ?? null;
    // The lower of spot and reference: the insured value is never above either (docs/insurance.md,
    // "Market price").
    const price = buyerPrice(purchasable(quoted.price), 'low');
    const { order, covered } = await insurableOrder(ctx, tx.q, userId, req, true);
    const terms = termsAt(ctx, covered, req.currency, price);
    await tx.post(op.id, [
      { account: userAccount(userId, req.currency, 'available'), amount: -terms.premium },
      { account: systemAccount('insurance_pool', req.currency), amount: terms.premium },
    ]);
    const id = await insertPolicy(tx.q, {
      orderId: order.id,
      userId,
      currency: req.currency,
      covered,
      premiumBps: ctx.settings.premiumBps,
      premium: terms.premium,
      priceNum: price.num,
      priceDen: price.den,
      price: price.price,
      insuredValue: terms.insuredValue,
      minReturnBps: ctx.settings.minReturnBps,
      guarantee: terms.guarantee,
      boughtAt: clock.now(),
      operationId: op.id,
    });
    // A concurrent buy insured it between the check and the insert.
    if (!id) throw new AppError('insuranceAlreadyInsured');
    await tx.finish(op.id, { policyId: id });
    return id;
  });
  const policy = policyId ? await findPolicy(db, policyId, userId) : null;
  if (!policy) throw new AppError('insuranceNotFound');
  return policyView(ctx, policy);
}
