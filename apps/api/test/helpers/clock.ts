import type { Clock } from '../../src/time/clock';

/** A clock the test moves by hand: no test waits for a period to pass. */
export function manualClock(iso: string): Clock & { set(iso: string): void } {
  let now = new Date(iso);
  return {
    now: () => now,
    set(next) {
      now = new Date(next);
    },
  };
}
