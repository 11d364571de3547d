import { periodStart } from '@xbond/shared/periods';
import { PRIZE_PERIODS } from '@xbond/shared/values/prize';
import type { Queryable } from '../db/db';
import { systemAccount } from '../ledger/accounts';
import type { Posting } from '../ledger/ledger';
import type { PrizeSettings } from '../trading/prize-settings';
import { BPS } from '../trading/swap-settings';
import { addPoolSteps } from './pool-steps';

/** The prize pool's pot of a period kind: the pots of its periods not settled yet. */
export const prizePot = (kind: (typeof PRIZE_PERIODS)[number]) =>
  systemAccount('prize_pool', 'USDD', kind);

/**
 * A filled swap's part in the prize pool (docs/trading.md), in the fill's transaction at the
 * fill's time `at`: its prize share split among the hour, week and month pots (the month takes
 * what rounding leaves), added to the fees of the periods in progress, and its volume added to
 * the trader's volume in each of them (the ranking reads those). Answers the pots' postings;
 * the caller balances them from the treasury.
 */
export async function accruePrize(
  q: Queryable,
  settings: PrizeSettings,
  f: { userId: string; at: Date; volume: bigint; prize: bigint },
): Promise<Posting[]> {
  const starts = PRIZE_PERIODS.map((kind) => periodStart(kind, f.at).toISOString());
  let left = f.prize;
  const shares = PRIZE_PERIODS.map((kind, i) => {
    const share =
      i === PRIZE_PERIODS.length - 1 ? left : (f.prize * BigInt(settings.splitBps[kind])) / BPS;
    left -= share;
    return share;
  });
  if (f.prize > 0n) {
    await q.query(
      `INSERT INTO prize_periods (kind, period_start, fees)
       SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::numeric[])
       ON CONFLICT (kind, period_start) DO UPDATE SET fees = prize_periods.fees + EXCLUDED.fees`,
      [PRIZE_PERIODS, starts, shares.map(String)],
    );
    await addPoolSteps(
      q,
      PRIZE_PERIODS.map((kind, i) => ({
        kind,
        periodStart: new Date(starts[i] as string),
        at: f.at,
        amount: shares[i] as bigint,
      })),
    );
  }
  if (f.volume > 0n) {
    // The trader's volume in each period, and its bucket's count moved with it: one out of
    // the old bucket (if it had one), one into the new (migrations/008_trading.sql).
    await q.query(
      `WITH old AS (
         SELECT v.kind, v.period_start, v.bucket
         FROM unnest($1::text[], $2::timestamptz[]) AS p (kind, start)
         JOIN prize_volumes v ON v.kind = p.kind AND v.period_start = p.start AND v.user_id = $3
       ), new AS (
         INSERT INTO prize_volumes (kind, period_start, user_id, volume, bucket, swaps, updated_at,
           seq)
         SELECT kind, start, $3, $4, prize_volume_bucket($4), 1, $5, nextval('prize_volume_seq')
         FROM unnest($1::text[], $2::timestamptz[]) AS p (kind, start)
         ON CONFLICT (kind, period_start, user_id) DO UPDATE SET
           volume = prize_volumes.volume + EXCLUDED.volume,
           bucket = prize_volume_bucket(prize_volumes.volume + EXCLUDED.volume),
           swaps = prize_volumes.swaps + 1, updated_at = EXCLUDED.updated_at, seq = EXCLUDED.seq
         RETURNING kind, period_start, bucket
       ), moved AS (
         SELECT new.kind, new.period_start, new.bucket AS to_bucket, old.bucket AS from_bucket
         FROM new LEFT JOIN old USING (kind, period_start)
         WHERE old.bucket IS DISTINCT FROM new.bucket
       ), left_bucket AS (
         UPDATE prize_buckets b SET traders = b.traders - 1 FROM moved m
         WHERE b.kind = m.kind AND b.period_start = m.period_start AND b.bucket = m.from_bucket
       )
       INSERT INTO prize_buckets (kind, period_start, bucket, traders)
       SELECT kind, period_start, to_bucket, 1 FROM moved
       ON CONFLICT (kind, period_start, bucket) DO UPDATE
         SET traders = prize_buckets.traders + 1`,
      [PRIZE_PERIODS, starts, f.userId, f.volume.toString(), f.at.toISOString()],
    );
  }
  return PRIZE_PERIODS.flatMap((kind, i) => {
    const amount = shares[i] as bigint;
    return amount > 0n ? [{ account: prizePot(kind), amount }] : [];
  });
}
