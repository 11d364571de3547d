import type { Queryable } from '../db/db';
import type { DayBounds } from '../earnings/cap';
import { rewardPoolAt } from '../earnings/day-state';
import { type PledgeSettings, PPM } from './settings';

/** Days of the most the pool could pay that make it fully healthy (docs/pledge.md). */
const HEALTHY_DAYS = 30n;

/** `amount` x a daily rate in ppm, rounded down. */
export const dailyReward = (amount: bigint, ratePpm: bigint): bigint => (amount * ratePpm) / PPM;

/** A fixed order's rate on a day of this pool health: min + (max - min) x health, rounded down. */
export const dayRatePpm = (band: { minRatePpm: number; maxRatePpm: number }, healthPpm: bigint) =>
  BigInt(band.minRatePpm) + (BigInt(band.maxRatePpm - band.minRatePpm) * healthPpm) / PPM;

/**
 * The most the reward pool could have to pay in `day`: every fixed order earning in it at its
 * band's max rate plus the flexible principal staked by its end at the flexible rate, each
 * rounded down. Rebuilt from dated rows (as day_principal, migrations/016), so a day settled
 * late reads the day's orders and stakes, not today's.
 */
export async function maxDailyPayout(
  q: Queryable,
  flexibleRatePpm: number,
  day: DayBounds,
): Promise<bigint> {
  const [row] = await q.query<{ fixed: string; flexible: string }>(
    `SELECT
       (SELECT COALESCE(SUM(div(amount * max_rate_ppm, 1000000)), 0) FROM fixed_orders
        WHERE order_time < $2 AND maturity_time > $1)::text AS fixed,
       (SELECT COALESCE(SUM(delta), 0) FROM flexible_events WHERE at < $2)::text AS flexible`,
    [day.start.toISOString(), day.end.toISOString()],
  );
  return BigInt(row?.fixed ?? 0) + dailyReward(BigInt(row?.flexible ?? 0), BigInt(flexibleRatePpm));
}

/**
 * Pool health in ppm for `day` (its settlement, or today so far for the screens): the reward
 * pool of the day / (30 x the day's max daily payout), clamped to [0, 1]; 1 when nothing is
 * staked. Rounded down.
 */
export async function poolHealthPpm(
  q: Queryable,
  settings: PledgeSettings,
  day: DayBounds,
): Promise<bigint> {
  const [pool, maxDaily] = await Promise.all([
    rewardPoolAt(q, day.end),
    maxDailyPayout(q, settings.flexibleRatePpm, day),
  ]);
  const need = maxDaily * HEALTHY_DAYS;
  if (need === 0n || pool >= need) return PPM;
  return (pool * PPM) / need;
}
