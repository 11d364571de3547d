import type { ReserveBondOrder } from '@xbond/shared/api/reserveBond';
import type { ReserveBondContext } from '../bonds/context';
import { secondsUntil } from '../bonds/schedule';
import { type Bond, unvested } from './orders';

/** A reserve bond as the API shows it (the spec's bond subscription labels). */
export function bondView(ctx: ReserveBondContext, b: Bond, now: Date): ReserveBondOrder {
  const { book } = ctx.money;
  const x = (v: bigint) => book.format('X', v);
  return {
    id: b.id,
    orderNumber: `B${b.id.padStart(8, '0')}`,
    amount: book.format('USDD', b.amount),
    days: b.days,
    discountBps: b.discountBps,
    marketPrice: b.marketPrice,
    bondPrice: b.bondPrice,
    payout: x(b.payout),
    rebased: x(b.rebased),
    released: x(b.vested),
    unreleased: x(unvested(b)),
    claimed: x(b.claimed),
    claimable: x(b.vested - b.claimed),
    shortfall: x(b.shortfall),
    orderTime: b.orderTime.toISOString(),
    vestingStart: b.vestingStart.toISOString(),
    deadline: b.deadline.toISOString(),
    remainingTime: b.status === 'vesting' ? secondsUntil(b.deadline, now) : 0,
    status: b.status,
  };
}
