import type { LiquidityBond as LiquidityBondView } from '@xbond/shared/api/liquidityBond';
import type { LiquidityBondContext } from '../bonds/context';
import { secondsUntil } from '../bonds/schedule';
import type { AssetBook } from '../ledger/assets';
import type { LiquidityBond } from './bonds';
import { redemptionOf, redemptionView } from './terms';

/** A liquidity bond as the API shows it (the spec's liquidity bond labels). */
export function liquidityBondView(
  ctx: LiquidityBondContext,
  b: LiquidityBond,
  now: Date,
): LiquidityBondView {
  const { book } = ctx.money;
  const lp = (v: bigint) => book.format('LP', v);
  const x = (v: bigint) => book.format('X', v);
  return {
    id: b.id,
    orderNumber: `F${b.id.padStart(8, '0')}`,
    amount: lp(b.amount),
    days: b.days,
    discountBps: b.discountBps,
    usddValue: book.format('USDD', b.usddValue),
    marketPrice: b.marketPrice,
    bondPrice: b.bondPrice,
    principal: lp(b.principal),
    principalReleased: lp(b.principalReleased),
    interest: x(b.interest),
    interestReleased: x(b.interestReleased),
    claimableLp: lp(b.principalReleased - b.principalClaimed),
    claimableX: x(b.interestReleased - b.interestClaimed),
    orderTime: b.orderTime.toISOString(),
    releaseStart: b.releaseStart.toISOString(),
    deadline: b.deadline.toISOString(),
    remainingTime: b.status === 'active' ? secondsUntil(b.deadline, now) : 0,
    status: b.status,
    redemption: redemption(b, ctx.settingsAt(b.orderTime).penaltyBps, book),
    redeemedAt: b.redeemedAt?.toISOString() ?? null,
  };
}

/** What redeeming would do now (active), what it did (redeemed); null once fully released. */
function redemption(b: LiquidityBond, penaltyBps: number, book: AssetBook) {
  if (b.status === 'active') return redemptionView(redemptionOf(b, penaltyBps), book);
  if (b.status !== 'redeemed') return null;
  const penalty = b.penalty ?? 0n;
  const returned = b.returned ?? 0n;
  return redemptionView(
    {
      principalLeft: penalty + returned,
      penalty,
      returned,
      interestForfeited: b.interestForfeited ?? 0n,
    },
    book,
  );
}
