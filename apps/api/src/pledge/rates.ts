import { type Bind, binder, type Queryable, type Read, readOne } from '../db/db';
import type { DayBounds } from '../earnings/cap';
import { rewardPoolSql } from '../earnings/day-state';
import { type PledgeSettings, PPM } from './settings';

/** Days of the most the pool could pay that make it fully healthy (docs/pledge.md). */
const HEALTHY_DAYS = 30n;
const DAY_MS = 86_400_000;

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
 * late reads the day's orders and stakes, not today's. With `since`, `flexible` is only what
 * was staked from then on.
 */
const payoutSql = (bind: Bind, day: DayBounds, since?: Date) => {
  const start = `${bind(day.start.toISOString())}::timestamptz`;
  const end = `${bind(day.end.toISOString())}::timestamptz`;
  const from = since ? ` AND at >= ${bind(since.toISOString())}::timestamptz` : '';
  return `(SELECT COALESCE(SUM(div(amount * max_rate_ppm, 1000000)), 0) FROM fixed_orders
      WHERE order_time < ${end} AND maturity_time > ${start})::text AS fixed,
    (SELECT COALESCE(SUM(delta), 0) FROM flexible_events WHERE at < ${end}${from})::text AS flexible`;
};

/**
 * Pool health in ppm for `day` (its settlement, or today so far for the screens): the reward
 * pool of the day / (30 x the day's max daily payout), clamped to [0, 1]; 1 when nothing is
 * staked. Rounded down. `earlier`: the flexible principal staked before `since`, when the
 * statement reads only what was staked from then on.
 */
export function poolHealthPpm(
  q: Queryable,
  settings: PledgeSettings,
  day: DayBounds,
  earlier?: { since: Date; flexible: bigint },
): Promise<bigint> {
  return readOne(q, poolHealthRead(settings, day, earlier));
}

/** `poolHealthPpm` as a read, to go with others (`readAll`). */
export function poolHealthRead(
  settings: PledgeSettings,
  day: DayBounds,
  earlier?: { since: Date; flexible: bigint },
): Read<bigint, Payout & { pool: string }> {
  // One statement: the pledge screen reads it on every visit.
  const params: unknown[] = [];
  const bind = binder(params);
  return {
    sql: `SELECT ${rewardPoolSql(bind, day.end)}::text AS pool, ${payoutSql(bind, day, earlier?.since)}`,
    params,
    result([row]) {
      const pool = BigInt(row?.pool ?? 0);
      const flexible = BigInt(row?.flexible ?? 0) + (earlier?.flexible ?? 0n);
      const maxDaily =
        BigInt(row?.fixed ?? 0) + dailyReward(flexible, BigInt(settings.flexibleRatePpm));
      const need = maxDaily * HEALTHY_DAYS;
      if (need === 0n || pool >= need) return PPM;
      return (pool * PPM) / need;
    },
  };
}

/** The flexible principal staked before a time, per database: see `todayHealthPpm`. */
const keptStakes = new WeakMap<Queryable, { since: number; flexible: bigint }>();

/**
 * Today's pool health as the screens show it (`poolHealthPpm` of `today`), without summing
 * every flexible stake ever on each read: what was staked before yesterday is summed once a
 * day and kept, as a stake is stamped when it is written and nothing is stamped a day behind
 * the clock; only the later stakes are read each time.
 */
export async function todayHealthPpm(
  q: Queryable,
  settings: PledgeSettings,
  today: DayBounds,
): Promise<bigint> {
  return readOne(q, poolHealthRead(settings, today, await stakedBefore(q, today)));
}

/** The flexible principal staked before yesterday, summed once a day (`todayHealthPpm`). */
export async function stakedBefore(
  q: Queryable,
  today: DayBounds,
): Promise<{ since: Date; flexible: bigint }> {
  const since = today.start.getTime() - DAY_MS;
  let kept = keptStakes.get(q);
  if (kept?.since !== since) {
    const [row] = await q.query<{ flexible: string }>(
      `SELECT COALESCE(SUM(delta), 0)::text AS flexible FROM flexible_events
       WHERE at < $1::timestamptz`,
      [new Date(since).toISOString()],
    );
    kept = { since, flexible: BigInt(row?.flexible ?? 0) };
    keptStakes.set(q, kept);
  }
  return { since: new Date(since), flexible: kept.flexible };
}
