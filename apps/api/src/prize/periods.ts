import type { PrizePeriod } from '@xbond/shared/api/ranking';
import type { Queryable } from '../db/db';

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

/** Adds to what a period carries in: the previous period's rest, or an expired prize. */
export async function carryInto(
  q: Queryable,
  kind: PrizePeriod,
  start: Date,
  amount: bigint,
): Promise<void> {
  await q.query(
    `INSERT INTO prize_periods (kind, period_start, carried_in) VALUES ($1, $2, $3)
     ON CONFLICT (kind, period_start) DO UPDATE
       SET carried_in = prize_periods.carried_in + EXCLUDED.carried_in`,
    [kind, start.toISOString(), amount.toString()],
  );
}

/**
 * Marks a period settled with what its winners were awarded and what it carried out, out of
 * the pot it read (`fees` and `carriedIn`: the row is written whole when the period had none).
 */
export async function markSettled(
  q: Queryable,
  p: PeriodPot & { kind: PrizePeriod; start: Date; awarded: bigint; carriedOut: bigint; at: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO prize_periods (kind, period_start, fees, carried_in, awarded, carried_out,
       settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (kind, period_start) DO UPDATE SET awarded = EXCLUDED.awarded,
       carried_out = EXCLUDED.carried_out, settled_at = EXCLUDED.settled_at`,
    [
      p.kind,
      p.start.toISOString(),
      p.fees.toString(),
      p.carriedIn.toString(),
      p.awarded.toString(),
      p.carriedOut.toString(),
      p.at.toISOString(),
    ],
  );
}
