import type { Asset } from '@xbond/shared/assets';
import type { MoneyContext } from '../ledger/context';
import { insertOrder } from './orders';
import { type DepositOrderView, orderView } from './view';

/** POST /recharge/create: an order telling the wallet what to send where (docs/ledger.md). */
export async function createDeposit(
  ctx: MoneyContext,
  userId: string,
  body: { asset: Asset; amount: string },
): Promise<DepositOrderView> {
  const amount = ctx.book.parsePositive(body.asset, body.amount);
  const order = await insertOrder(ctx.db, {
    userId,
    asset: body.asset,
    amount,
    expiresAt: new Date(ctx.clock.now().getTime() + ctx.settings.depositOrderTtlMinutes * 60_000),
  });
  ctx.changes.usersChanged([userId]); // a new pending deposit in the wallet
  return orderView(ctx.book, order, ctx.clock.now());
}
