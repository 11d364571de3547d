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
 * What one epoch moves of the `left` still to vest or release: an equal share of the epochs
 * left, rounded down, and everything in the last one. Without a rebase that is exactly linear;
 * what a rebase adds is spread over the epochs that remain.
 */
export const linearPart = (left: bigint, epochsLeft: number): bigint =>
  epochsLeft <= 1 ? left : left / BigInt(epochsLeft);

/** Seconds from `now` to `deadline`, never negative. */
export const secondsUntil = (deadline: Date, now: Date): number =>
  Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
