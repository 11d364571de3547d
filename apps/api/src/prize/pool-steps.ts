import type { PrizePeriod } from '@xbond/shared/api/prize';
import { POOL_STEP_SECONDS } from '@xbond/shared/values/history';
import type { Queryable, Statement } from '../db/db';

/** Something that reached a period's pot at `at` (product clock): a fee share, a carry. */
export interface PoolAddition {
  kind: PrizePeriod;
  periodStart: Date;
  at: Date;
  amount: bigint;
}

/** The start of the pool history's step that holds `at` (steps divide UTC days evenly). */
export function stepStart(kind: PrizePeriod, at: Date): Date {
  const ms = POOL_STEP_SECONDS[kind] * 1000;
  return new Date(Math.floor(at.getTime() / ms) * ms);
}

/**
 * Adds to the pool history's steps (migrations/020) in the caller's transaction, beside the
 * same amounts added to prize_periods, so a period's steps always add up to its pot.
 */
export async function addPoolSteps(q: Queryable, additions: readonly PoolAddition[]) {
  const statement = poolStepsInsert(additions);
  if (statement) await q.query(statement.sql, statement.params);
}

/** `addPoolSteps`' statement, for a caller that sends it with others (null: nothing added). */
export function poolStepsInsert(additions: readonly PoolAddition[]): Statement | null {
  const rows = additions.filter((a) => a.amount > 0n);
  if (rows.length === 0) return null;
  return {
    sql: `INSERT INTO prize_pool_steps (kind, period_start, step_start, added)
     SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::timestamptz[], $4::numeric[])
     ON CONFLICT (kind, period_start, step_start) DO UPDATE
       SET added = prize_pool_steps.added + EXCLUDED.added`,
    params: [
      rows.map((a) => a.kind),
      rows.map((a) => a.periodStart.toISOString()),
      rows.map((a) => stepStart(a.kind, a.at).toISOString()),
      rows.map((a) => a.amount.toString()),
    ],
  };
}
