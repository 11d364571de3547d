import { randomUUID } from 'node:crypto';
import type { BondBuyBody, BondOrder } from '@xbond/shared/api/bond';
import type { ReserveBondContext } from '../bonds/context';
import { checkMaxPrice, priceText } from '../bonds/price';
import { bondSchedule } from '../bonds/schedule';
import { payFromTreasury } from '../bonds/treasury';
import { systemAccount, userAccount } from '../ledger/accounts';
import { freshPriceForLater } from '../market/fresh';
import { takeCapacity } from './capacity';
import { findBond, insertBond } from './orders';
import { bondPayout, bondRequest } from './quote';
import { bondView } from './view';

/**
 * POST /bond/buy (business-rules 6): at X's price now, refused when the bond price is above
 * the buyer's `maxPrice` or the day's capacity would be passed. In one operation: the USDD
 * from available to the treasury, the X owed from the treasury's inventory into the bond's
 * vesting account, the day's capacity taken, the bond row. The same Idempotency-Key answers
 * the same bond.
 */
export async function buyBond(
  ctx: ReserveBondContext,
  userId: string,
  body: BondBuyBody,
  idempotencyKey: string | undefined,
): Promise<BondOrder> {
  const { ledger, clock, db } = ctx.money;
  const req = bondRequest(ctx, body);
  const readPrice = await freshPriceForLater(ctx.market, 'X');
  const bondId = await ledger.transaction(async (tx) => {
    const op = await tx.begin({
      key: `bond_buy:${userId}:${idempotencyKey ?? randomUUID()}`,
      type: 'bond_buy',
      userId,
      params: { amount: req.amount.toString(), days: req.term.days, maxPrice: body.maxPrice },
    });
    if (op.replayed) return (op.result as { orderId: string }).orderId;
    const price = readPrice();
    const { bond, payout } = bondPayout(ctx, req, price);
    checkMaxPrice(bond, body.maxPrice);
    const orderTime = clock.now();
    await takeCapacity(ctx, tx.q, orderTime, payout);
    await tx.post(op.id, [
      { account: userAccount(userId, 'USDD', 'available'), amount: -req.amount },
      { account: systemAccount('treasury', 'USDD'), amount: req.amount },
    ]);
    await payFromTreasury(tx, op.id, 'X', payout, userAccount(userId, 'X', 'bond_vesting'));
    const schedule = bondSchedule(orderTime, req.term.days);
    const id = await insertBond(tx.q, {
      userId,
      amount: req.amount,
      days: req.term.days,
      discountBps: req.term.discountBps,
      priceNum: price.num,
      priceDen: price.den,
      marketPrice: price.price,
      bondPrice: priceText(bond),
      payout,
      orderTime,
      vestingStart: schedule.start,
      deadline: schedule.deadline,
      epochs: schedule.epochs,
      operationId: op.id,
    });
    await tx.finish(op.id, { orderId: id });
    return id;
  });
  const order = await findBond(db, bondId, userId);
  if (!order) throw new Error(`bond ${bondId} vanished`);
  return bondView(ctx, order, clock.now());
}
