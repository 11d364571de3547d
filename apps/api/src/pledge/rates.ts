import { type Bind, binder, type Queryable } from '../db/db';
import type { DayBounds } from '../earnings/cap';
import { rewardPoolSql } from '../earnings/day-state';
import { type PledgeSettings, PPM } from './settings';

/** Days of the most the pool could pay that make it fully healthy (docs/pledge.md). */
const HEALTHY_DAYS = 30n;

/** `amount` x a daily rate in ppm, rounded down. */
export const dailyReward = (amount: bigint, ratePpm: bigint): bigint => (amount * ratePpm) / PPM;

/** A fixed order's rate on a day of this pool health: min + (max - min) x health, rounded down. */
export const dayRatePpm = (band: { minRatePpm: number; maxRatePpm: number }, healthPpm: bigint) =>
  BigInt(band.minRatePpm) + (BigInt(band.maxRatePpm - band.minRatePpm) * healthPpm) / PPM;

type Payout = { fixed: string; flexible: string };

/**
 * The most the reward pool could have to pay in `day`, as SQL columns: every fixed order
 * earning in it at its band's max rate (`fixed`) and the flexible principal staked by its end
 * (`flexible`). Rebuilt from dated rows (as day_principal, migrations/016), so a day settled
 * late reads the day's orders and stakes, not today's.
 */
const payoutSql = (bind: Bind, day: DayBounds) => {
  const start = `${bind(day.start.toISOString())}::timestamptz`;
  const end = `${bind(day.end.toISOString())}::timestamptz`;
  return `(SELECT COALESCE(SUM(div(amount * max_rate_ppm, 1000000)), 0) FROM fixed_orders
      WHERE order_time < ${end} AND maturity_time > ${start})::text AS fixed,
    (SELECT COALESCE(SUM(delta), 0) FROM flexible_events WHERE at < ${end})::text AS flexible`;
};

/** `payoutSql`'s figures in X: the fixed, plus the flexible at the flexible rate, rounded down. */
const payout = (row: Payout | undefined, flexibleRatePpm: number) =>
  BigInt(row?.fixed ?? 0) + dailyReward(BigInt(row?.flexible ?? 0), BigInt(flexibleRatePpm));

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
  // One statement: the pledge screen reads it on every visit.
  const params: unknown[] = [];
  const bind = binder(params);
  const [row] = await q.query<Payout & { pool: string }>(
    `SELECT ${rewardPoolSql(bind, day.end)}::text AS pool, ${payoutSql(bind, day)}`,
    params,
  );
  const pool = BigInt(row?.pool ?? 0);
  const maxDaily = payout(row, settings.flexibleRatePpm);
  const need = maxDaily * HEALTHY_DAYS;
  if (need === 0n || pool >= need) return PPM;
  return (pool * PPM) / need;
}
