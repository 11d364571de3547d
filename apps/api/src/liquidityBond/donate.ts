import { parseAmount } from '@xbond/shared/amount';
import type { LiquidityBond, LiquidityBondDonateBody } from '@xbond/shared/api/liquidityBond';
import type { LiquidityBondContext } from '../bonds/context';
import { openBond } from '../bonds/operations';
import { priceText } from '../bonds/price';
import { purchaseRecord } from '../bonds/schedule';
import { bondTerm } from '../bonds/settings';
import { payFromTreasury } from '../bonds/treasury';
import { AppError } from '../errors';
import { systemAccount, userAccount } from '../ledger/accounts';
import { purchasePriceForLater } from '../market/fresh';
import { buyerPrice } from '../market/reference';
import { findFlowBond, insertFlowBond } from './bonds';
import { donationTerms } from './terms';
import { liquidityBondView } from './view';

/**
 * POST /flowbond/donate (docs/bonds.md): refused while the pair is shown as closed. In one
 * operation: the LP leaves available, its principal half into the user's bond payout account
 * and the donated half to the treasury; the X the donated half buys moves from the treasury's
 * inventory into the payout account too; the bond row. Priced by the X/USDD pair now
 * (refused while stale or while the market is moving; terms.ts). The same Idempotency-Key answers the same bond.
 */
export async function donate(
  ctx: LiquidityBondContext,
  userId: string,
  body: LiquidityBondDonateBody,
  idempotencyKey: string,
): Promise<LiquidityBond> {
  const { book, ledger, clock } = ctx.money;
  if (ctx.settings.closed) throw new AppError('flowbondClosed');
  const term = bondTerm(ctx.settings.terms, body.days);
  const amount = book.parsePositive('LP', body.amount);
  if (amount < parseAmount(ctx.settings.min, book.decimals('LP'))) {
    throw new AppError('bondBelowMinimum', [ctx.settings.min, 'LP']);
  }
  const readPrice = await purchasePriceForLater(ctx.market, 'X');
  const bond = await openBond(
    ledger,
    {
      type: 'flowbond_donate',
      userId,
      idempotencyKey,
      params: { amount: amount.toString(), days: term.days },
    },
    async (tx, operationId) => {
      const read = readPrice();
      const price = buyerPrice(read, 'high');
      const t = donationTerms(amount, term, read, ctx.settings, {
        token: book.decimals('X'),
        usdd: book.decimals('USDD'),
      });
      await tx.post(operationId, [
        { account: userAccount(userId, 'LP', 'available'), amount: -amount },
        { account: userAccount(userId, 'LP', 'flowbond_payout'), amount: t.principal },
        { account: systemAccount('treasury', 'LP'), amount: t.donated },
      ]);
      const payout = userAccount(userId, 'X', 'flowbond_payout');
      await payFromTreasury(tx, operationId, 'X', t.interest, payout);
      const { start, ...bought } = purchaseRecord(term, price, priceText(t.bond), clock.now());
      return insertFlowBond(tx.q, {
        userId,
        amount,
        usddValue: t.usddValue,
        principal: t.principal,
        interest: t.interest,
        ...bought,
        releaseStart: start,
        operationId,
      });
    },
    (q, id) => findFlowBond(q, id, userId),
  );
  return liquidityBondView(ctx, bond, clock.now());
}
