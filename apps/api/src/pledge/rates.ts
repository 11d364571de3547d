import type { Queryable } from '../db/db';
import { systemBalance } from '../ledger/balances';
import { type PledgeSettings, PPM } from './settings';

/** Days of the most the pool could pay that make it fully healthy (business-rules 4). */
const HEALTHY_DAYS = 30n;

/** `amount` x a daily rate in ppm, rounded down. */
export const dailyReward = (amount: bigint, ratePpm: bigint): bigint => (amount * ratePpm) / PPM;

/** A fixed order's rate on a day of this pool health: min + (max - min) x health, rounded down. */
export const dayRatePpm = (band: { minRatePpm: number; maxRatePpm: number }, healthPpm: bigint) =>
  BigInt(band.minRatePpm) + (BigInt(band.maxRatePpm - band.minRatePpm) * healthPpm) / PPM;

/**
 * The most the reward pool could have to pay in a day: every active fixed order at its band's
 * max rate plus all flexible principal at the flexible rate, each rounded down.
 */
export async function maxDailyPayout(q: Queryable, flexibleRatePpm: number): Promise<bigint> {
  const [row] = await q.query<{ fixed: string; flexible: string }>(
    `SELECT
       (SELECT COALESCE(SUM(div(amount * max_rate_ppm, 1000000)), 0) FROM fixed_orders
        WHERE status = 'active')::text AS fixed,
       (SELECT COALESCE(SUM(balance), 0) FROM ledger_accounts
        WHERE owner_type = 'user' AND asset = 'X' AND kind = 'flexible_principal')::text
         AS flexible`,
  );
  return BigInt(row?.fixed ?? 0) + dailyReward(BigInt(row?.flexible ?? 0), BigInt(flexibleRatePpm));
}

/**
 * Pool health in ppm: reward pool balance / (30 x the max daily payout), clamped to [0, 1];
 * 1 when nothing is staked. Rounded down.
 */
export async function poolHealthPpm(q: Queryable, settings: PledgeSettings): Promise<bigint> {
  const [pool, maxDaily] = await Promise.all([
    systemBalance(q, 'reward_pool', 'X'),
    maxDailyPayout(q, settings.flexibleRatePpm),
  ]);
  const need = maxDaily * HEALTHY_DAYS;
  if (need === 0n || pool >= need) return PPM;
  return (pool * PPM) / need;
}
