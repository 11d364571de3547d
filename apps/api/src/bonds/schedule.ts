import { EPOCHS_PER_DAY, periodAt } from '@xbond/shared/periods';

const DAY_MS = 86_400_000;

/**
 * When a bond made at `at` vests (reserve) or releases (liquidity): in whole epochs from the
 * end of the epoch it was made in, `days` x 3 of them, the last ending at `deadline`. So every
 * step is one full epoch and a bond never vests in the epoch it was bought.
 */
export function bondSchedule(at: Date, days: number) {
  const start = periodAt('epoch', at).end;
  return {
    start,
    deadline: new Date(start.getTime() + days * DAY_MS),
    epochs: days * EPOCHS_PER_DAY,
  };
}

/**
 * What every new bond records of its purchase, reserve or liquidity alike: its term, the market
 * price it was priced at, its bond price, and its schedule from `orderTime` (`start` is the
 * first epoch's start).
 */
export function purchaseRecord(
  term: { days: number; discountBps: number },
  price: { num: bigint; den: bigint; price: string },
  bondPrice: string,
  orderTime: Date,
) {
  const { start, deadline, epochs } = bondSchedule(orderTime, term.days);
  return {
    days: term.days,
    discountBps: term.discountBps,
    priceNum: price.num,
    priceDen: price.den,
    marketPrice: price.price,
    bondPrice,
    orderTime,
    deadline,
    epochs,
    start,
  };
}

/**
 * What one epoch moves of the `left` still to vest or release: an equal share of the epochs
 * left, rounded down, and everything in the last one. Without a rebase that is exactly linear;
 * what a rebase adds is spread over the epochs that remain.
 */
export const linearPart = (left: bigint, epochsLeft: number): bigint =>
  epochsLeft <= 1 ? left : left / BigInt(epochsLeft);

/** Seconds from `now` to `deadline`, never negative. */
export const secondsUntil = (deadline: Date, now: Date): number =>
  Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
