import { periodStart } from '@xbond/shared/periods';
import { PRIZE_PERIODS } from '@xbond/shared/values/prize';
import type { Statement } from '../db/db';
import { systemAccount } from '../ledger/accounts';
import type { Posting } from '../ledger/ledger';
import type { PrizeSettings } from '../trading/prize-settings';
import { BPS } from '../trading/swap-settings';
import { poolStepsInsert } from './pool-steps';

/** The prize pool's pot of a period kind: the pots of its periods not settled yet. */
export const prizePot = (kind: (typeof PRIZE_PERIODS)[number]) =>
  systemAccount('prize_pool', 'USDD', kind);

/** One filled swap's part in the prize pool: its trader, USDD volume and prize share. */
export interface PrizeAccrual {
  userId: string;
  volume: bigint;
  prize: bigint;
}

/**
 * Filled swaps' part in the prize pool (docs/trading.md), for the fills' transaction at the
 * fills' time `at`: each prize share split among the hour, week and month pots (the month
 * takes what rounding leaves), added to the fees of the periods in progress, and each volume
 * added to its trader's volume in each of them (the ranking reads those). Several swaps of a
 * pass are written together: the sums are the same as one by one, and a trader's row takes
 * the sequence number of their last swap. Answers the statements that write it, for the
 * caller to send with its other writes, and the pots' postings of each swap, in order, which
 * the caller balances from the treasury.
 */
export function prizeAccrual(
  settings: PrizeSettings,
  at: Date,
  swaps: readonly PrizeAccrual[],
): { writes: Statement[]; pots: Posting[][] } {
  const starts = PRIZE_PERIODS.map((kind) => periodStart(kind, at).toISOString());
  const shares = swaps.map((s) => splitPrize(settings, s.prize));
  const totals = PRIZE_PERIODS.map((_, i) =>
    shares.reduce((sum, each) => sum + (each[i] ?? 0n), 0n),
  );
  const writes: (Statement | null)[] = [];
  if (swaps.some((s) => s.prize > 0n)) {
    writes.push({
      sql: `INSERT INTO prize_periods (kind, period_start, fees)
       SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::numeric[])
       ON CONFLICT (kind, period_start) DO UPDATE SET fees = prize_periods.fees + EXCLUDED.fees`,
      params: [PRIZE_PERIODS, starts, totals.map(String)],
    });
    writes.push(
      poolStepsInsert(
        PRIZE_PERIODS.map((kind, i) => ({
          kind,
          periodStart: new Date(starts[i] as string),
          at,
          amount: totals[i] as bigint,
        })),
      ),
    );
  }
  writes.push(volumesUpsert(starts, at, swaps));
  const pots = shares.map((each) =>
    PRIZE_PERIODS.flatMap((kind, i) => {
      const amount = each[i] as bigint;
      return amount > 0n ? [{ account: prizePot(kind), amount }] : [];
    }),
  );
  return { writes: writes.filter((w) => w !== null), pots };
}

/** A prize share split among the periods, in PRIZE_PERIODS' order; the last takes the rest. */
function splitPrize(settings: PrizeSettings, prize: bigint): bigint[] {
  let left = prize;
  return PRIZE_PERIODS.map((kind, i) => {
    const share =
      i === PRIZE_PERIODS.length - 1 ? left : (prize * BigInt(settings.splitBps[kind])) / BPS;
    left -= share;
    return share;
  });
}

/**
 * Each trader's volume in each period, and its bucket's count moved with it: one out of the
 * old bucket (if it had one), one into the new (migrations/008_trading.sql), as one net change
 * per bucket (a row is changed once per statement). Traders in the order of their last swap,
 * so the sequence numbers (the ranking's ties) follow the swaps.
 */
function volumesUpsert(
  starts: string[],
  at: Date,
  swaps: readonly PrizeAccrual[],
): Statement | null {
  const traders = new Map<string, { volume: bigint; swaps: number }>();
  for (const s of swaps) {
    if (s.volume === 0n) continue;
    const t = traders.get(s.userId) ?? { volume: 0n, swaps: 0 };
    traders.delete(s.userId);
    traders.set(s.userId, { volume: t.volume + s.volume, swaps: t.swaps + 1 });
  }
  if (traders.size === 0) return null;
  return {
    sql: `WITH p AS (
       SELECT * FROM unnest($1::text[], $2::timestamptz[]) WITH ORDINALITY AS p (kind, start, k)
     ), t AS (
       SELECT * FROM unnest($3::bigint[], $4::numeric[], $5::integer[]) WITH ORDINALITY
         AS t (user_id, volume, swaps, n)
     ), old AS (
       SELECT v.kind, v.period_start, v.user_id, v.bucket
       FROM p CROSS JOIN t
       JOIN prize_volumes v ON v.kind = p.kind AND v.period_start = p.start AND v.user_id = t.user_id
     ), new AS (
       INSERT INTO prize_volumes (kind, period_start, user_id, volume, bucket, swaps, updated_at,
         seq)
       SELECT p.kind, p.start, t.user_id, t.volume, prize_volume_bucket(t.volume), t.swaps, $6,
         nextval('prize_volume_seq')
       FROM t CROSS JOIN p ORDER BY t.n, p.k
       ON CONFLICT (kind, period_start, user_id) DO UPDATE SET
         volume = prize_volumes.volume + EXCLUDED.volume,
         bucket = prize_volume_bucket(prize_volumes.volume + EXCLUDED.volume),
         swaps = prize_volumes.swaps + EXCLUDED.swaps, updated_at = EXCLUDED.updated_at,
         seq = EXCLUDED.seq
       RETURNING kind, period_start, user_id, bucket
     ), moved AS (
       SELECT new.kind, new.period_start, new.bucket AS to_bucket, old.bucket AS from_bucket
       FROM new LEFT JOIN old USING (kind, period_start, user_id)
       WHERE old.bucket IS DISTINCT FROM new.bucket
     ), deltas AS (
       SELECT kind, period_start, bucket, sum(d)::integer AS d FROM (
         SELECT kind, period_start, to_bucket AS bucket, 1 AS d FROM moved
         UNION ALL
         SELECT kind, period_start, from_bucket, -1 FROM moved WHERE from_bucket IS NOT NULL
       ) x GROUP BY 1, 2, 3 HAVING sum(d) <> 0
     ), left_bucket AS (
       UPDATE prize_buckets b SET traders = b.traders + m.d FROM deltas m
       WHERE m.d < 0 AND b.kind = m.kind AND b.period_start = m.period_start
         AND b.bucket = m.bucket
     )
     INSERT INTO prize_buckets (kind, period_start, bucket, traders)
     SELECT kind, period_start, bucket, d FROM deltas WHERE d > 0
     ON CONFLICT (kind, period_start, bucket) DO UPDATE
       SET traders = prize_buckets.traders + EXCLUDED.traders`,
    params: [
      PRIZE_PERIODS,
      starts,
      [...traders.keys()],
      [...traders.values()].map((t) => t.volume.toString()),
      [...traders.values()].map((t) => t.swaps),
      at.toISOString(),
    ],
  };
}
