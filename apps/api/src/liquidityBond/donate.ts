import { randomUUID } from 'node:crypto';
import { parseAmount } from '@xbond/shared/amount';
import type { FlowBond, FlowBondDonateBody } from '@xbond/shared/api/flowbond';
import type { LiquidityBondContext } from '../bonds/context';
import { priceText } from '../bonds/price';
import { bondSchedule } from '../bonds/schedule';
import { bondTerm } from '../bonds/settings';
import { payFromTreasury } from '../bonds/treasury';
import { AppError } from '../errors';
import { systemAccount, userAccount } from '../ledger/accounts';
import { freshPriceForLater } from '../market/fresh';
import { findFlowBond, insertFlowBond } from './bonds';
import { donationTerms } from './terms';
import { flowBondView } from './view';

/**
 * POST /flowbond/donate (business-rules 7): refused while the pair is shown as closed. In one
 * operation: the LP leaves available, its principal half into the bond's locked account and
 * the donated half to the treasury; the X the donated half buys moves from the treasury's
 * inventory into the bond's locked account; the bond row. Priced by the X/USDD pair now
 * (refused while stale). The same Idempotency-Key answers the same bond.
 */
export async function donate(
  ctx: LiquidityBondContext,
  userId: string,
  body: FlowBondDonateBody,
  idempotencyKey: string | undefined,
): Promise<FlowBond> {
  const { book, ledger, clock, db } = ctx.money;
  if (ctx.settings.closed) throw new AppError('flowbondClosed');
  const term = bondTerm(ctx.settings.terms, body.days);
  const amount = book.parsePositive('LP', body.amount);
  if (amount < parseAmount(ctx.settings.min, book.decimals('LP'))) {
    throw new AppError('bondBelowMinimum', [ctx.settings.min, 'LP']);
  }
  const readPrice = await freshPriceForLater(ctx.market, 'X');
  const bondId = await ledger.transaction(async (tx) => {
    const op = await tx.begin({
      key: `flowbond_donate:${userId}:${idempotencyKey ?? randomUUID()}`,
      type: 'flowbond_donate',
      userId,
      params: { amount: amount.toString(), days: term.days },
    });
    if (op.replayed) return (op.result as { orderId: string }).orderId;
    const price = readPrice();
    const t = donationTerms(amount, term, price, ctx.settings, {
      token: book.decimals('X'),
      usdd: book.decimals('USDD'),
    });
    await tx.post(op.id, [
      { account: userAccount(userId, 'LP', 'available'), amount: -amount },
      { account: userAccount(userId, 'LP', 'flowbond_locked'), amount: t.principal },
      { account: systemAccount('treasury', 'LP'), amount: t.donated },
    ]);
    await payFromTreasury(tx, op.id, 'X', t.interest, userAccount(userId, 'X', 'flowbond_locked'));
    const orderTime = clock.now();
    const schedule = bondSchedule(orderTime, term.days);
    const id = await insertFlowBond(tx.q, {
      userId,
      amount,
      usddValue: t.usddValue,
      days: term.days,
      discountBps: term.discountBps,
      priceNum: price.num,
      priceDen: price.den,
      marketPrice: price.price,
      bondPrice: priceText(t.bond),
      principal: t.principal,
      interest: t.interest,
      orderTime,
      releaseStart: schedule.start,
      deadline: schedule.deadline,
      epochs: schedule.epochs,
      operationId: op.id,
    });
    await tx.finish(op.id, { orderId: id });
    return id;
  });
  const bond = await findFlowBond(db, bondId, userId);
  if (!bond) throw new Error(`liquidity bond ${bondId} vanished`);
  return flowBondView(ctx, bond, clock.now());
}
