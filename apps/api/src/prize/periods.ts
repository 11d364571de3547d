import type { PrizePeriod } from '@xbond/shared/api/prize';
import type { Queryable } from '../db/db';
import { addPoolSteps } from './pool-steps';

export interface PeriodPot {
  /** The fees the period received and what was carried into it: its pot is their sum. */
  fees: bigint;
  carriedIn: bigint;
  settled: boolean;
}

/** A prize period's pot so far (zero when nothing reached it yet). */
export async function periodPot(q: Queryable, kind: PrizePeriod, start: Date): Promise<PeriodPot> {
  const rows = await q.query<{ fees: string; carried_in: string; settled: boolean }>(
    `SELECT fees, carried_in, settled_at IS NOT NULL AS settled FROM prize_periods
     WHERE kind = $1 AND period_start = $2`,
    [kind, start.toISOString()],
  );
  const row = rows[0];
  return row
    ? { fees: BigInt(row.fees), carriedIn: BigInt(row.carried_in), settled: row.settled }
    : { fees: 0n, carriedIn: 0n, settled: false };
}

/**
 * Adds to what a period carries in: the previous period's rest, or an expired prize, which
 * reached it at `at` (the pool history's step).
 */
export async function carryInto(
  q: Queryable,
  kind: PrizePeriod,
  start: Date,
  amount: bigint,
  at: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO prize_periods (kind, period_start, carried_in) VALUES ($1, $2, $3)
     ON CONFLICT (kind, period_start) DO UPDATE
       SET carried_in = prize_periods.carried_in + EXCLUDED.carried_in`,
    [kind, start.toISOString(), amount.toString()],
  );
  await addPoolSteps(q, [{ kind, periodStart: start, at, amount }]);
}

/** A period of a catch-up's range that something reached: fees, a carry, or a trader. */
export interface ReachedPeriod extends PeriodPot {
  start: Date;
  /** Someone traded in it: it may have winners (a fee's prize share can round to nothing). */
  traded: boolean;
}

/**
 * The periods among `starts` that have a row or a trader, oldest first: the others have an
 * empty pot unless the previous period carries into them, and no winner to pay. One query
 * for a range of any length.
 */
export async function reachedPeriods(
  q: Queryable,
  kind: PrizePeriod,
  starts: readonly Date[],
): Promise<ReachedPeriod[]> {
  const rows = await q.query<{
    start: Date;
    fees: string | null;
    carried_in: string | null;
    settled: boolean;
    traded: boolean;
  }>(
    `SELECT s.start, p.fees, p.carried_in, p.settled_at IS NOT NULL AS settled, t.traded
     FROM unnest($2::timestamptz[]) AS s (start)
     LEFT JOIN prize_periods p ON p.kind = $1 AND p.period_start = s.start
     CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM prize_volumes v
       WHERE v.kind = $1 AND v.period_start = s.start) AS traded) t
     WHERE p.period_start IS NOT NULL OR t.traded
     ORDER BY s.start`,
    [kind, starts.map((start) => start.toISOString())],
  );
  return rows.map((r) => ({
    start: new Date(r.start),
    fees: BigInt(r.fees ?? 0),
    carriedIn: BigInt(r.carried_in ?? 0),
    settled: r.settled,
    traded: r.traded,
  }));
}

export interface SettledPeriod {
  start: Date;
  fees: bigint;
  /** Everything carried in: the row's and the previous period's rest of the same pass. */
  carriedIn: bigint;
  awarded: bigint;
  carriedOut: bigint;
}

/**
 * Marks periods settled with what they were carried, awarded and carried out, in one
 * statement (`awarded + carried_out = fees + carried_in`, a check of the table): the rows a
 * period with a pot had are completed, the others written whole.
 */
export async function markSettled(
  q: Queryable,
  kind: PrizePeriod,
  periods: readonly SettledPeriod[],
  at: Date,
): Promise<void> {
  if (periods.length === 0) return;
  const column = (f: (p: SettledPeriod) => bigint) => periods.map((p) => f(p).toString());
  await q.query(
    `INSERT INTO prize_periods (kind, period_start, fees, carried_in, awarded, carried_out,
       settled_at)
     SELECT $1, s.*, $7 FROM unnest($2::timestamptz[], $3::numeric[], $4::numeric[],
       $5::numeric[], $6::numeric[]) AS s
     ON CONFLICT (kind, period_start) DO UPDATE SET carried_in = EXCLUDED.carried_in,
       awarded = EXCLUDED.awarded, carried_out = EXCLUDED.carried_out,
       settled_at = EXCLUDED.settled_at`,
    [
      kind,
      periods.map((p) => p.start.toISOString()),
      column((p) => p.fees),
      column((p) => p.carriedIn),
      column((p) => p.awarded),
      column((p) => p.carriedOut),
      at.toISOString(),
    ],
  );
}
