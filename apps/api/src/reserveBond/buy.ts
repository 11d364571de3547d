import type { ReserveBondBuyBody, ReserveBondOrder } from '@xbond/shared/api/reserveBond';
import type { ReserveBondContext } from '../bonds/context';
import { openBond } from '../bonds/operations';
import { checkMaxPrice, priceText } from '../bonds/price';
import { purchaseRecord } from '../bonds/schedule';
import { payFromTreasury } from '../bonds/treasury';
import { systemAccount, userAccount } from '../ledger/accounts';
import { purchasePriceForLater } from '../market/fresh';
import { buyerPrice } from '../market/reference';
import { takeCapacity } from './capacity';
import { findBond, insertBond } from './orders';
import { bondPayout, bondRequest } from './quote';
import { bondView } from './view';

/**
 * POST /bond/buy (docs/bonds.md): at X's price now, refused while the market is moving or when the
 * bond price is above the buyer's `maxPrice` or the day's capacity would be passed. In one
 * operation: the USDD from available to the treasury, the X owed from the treasury's inventory into
 * the user's bond payout account, the day's capacity taken, the bond row. The same Idempotency-Key
 * answers the same bond.
 */
export async function buyBond(
  ctx: ReserveBondContext,
  userId: string,
  body: ReserveBondBuyBody,
  idempotencyKey: string,
): Promise<ReserveBondOrder> {
  const { ledger, clock } = ctx.money;
  const req = bondRequest(ctx, body);
  const readPrice = await purchasePriceForLater(ctx.market, 'X');
  const bond = await openBond(
    ledger,
    {
      type: 'bond_buy',
      userId,
      idempotencyKey,
      params: { amount: req.amount.toString(), days: req.term.days, maxPrice: body.maxPrice },
    },
    async (tx, operationId) => {
      // The higher of spot and reference: more USDD per X owed (docs/insurance.md, "Market price").
      const price = buyerPrice(readPrice(), 'high');
      const { bond, payout } = bondPayout(ctx, req, price);
      checkMaxPrice(bond, body.maxPrice);
      const orderTime = clock.now();
      await takeCapacity(ctx, tx.q, orderTime, payout);
      await tx.post(operationId, [
        { account: userAccount(userId, 'USDD', 'available'), amount: -req.amount },
        { account: systemAccount('treasury', 'USDD'), amount: req.amount },
      ]);
      await payFromTreasury(tx, operationId, 'X', payout, userAccount(userId, 'X', 'bond_payout'));
      const { start, ...bought } = purchaseRecord(req.term, price, priceText(bond), orderTime);
      return insertBond(tx.q, {
        userId,
        amount: req.amount,
        payout,
        ...bought,
        vestingStart: start,
        operationId,
      });
    },
    (q, id) => findBond(q, id, userId),
  );
  return bondView(ctx, bond, clock.now());
}
