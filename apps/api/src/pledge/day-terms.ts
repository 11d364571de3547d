import type { Period } from '@xbond/shared/periods';
import type { Db } from '../db/db';
import { rewardPoolAt } from '../earnings/day-state';
import type { Json } from '../ledger/ledger';

/** What one day's settlement pays by: its rate figures and the pool's pro-rata share. */
export interface DayTerms {
  /** The rate figures of the day (the flexible rate, or the pool's health). */
  rates: { [key: string]: string };
  /** The reward pool's balance when the day was first settled. */
  pool: bigint;
  /** Everything the day's rewards ask of the pool, before the cap. */
  due: bigint;
}

/**
 * The day's terms, fixed at the settlement's first attempt and reused by every batch and by a
 * resumed attempt, so a crash mid-day cannot change the rate or the pro-rata share. `compute`
 * gives the rates and the dues; the pool is the reward pool's balance at the period's end.
 */
export async function fixDayTerms(
  db: Db,
  job: string,
  period: Period,
  compute: () => Promise<Omit<DayTerms, 'pool'>>,
): Promise<DayTerms> {
  const day = period.name;
  const stored = await readDayTerms(db, job, day);
  if (stored) return stored;
  const terms = { ...(await compute()), pool: await rewardPoolAt(db, period.end) };
  await db.query(
    `INSERT INTO pledge_days (job, day, rates, pool, due) VALUES ($1, $2, $3::jsonb, $4, $5)
     ON CONFLICT (job, day) DO NOTHING`,
    [
      job,
      day,
      JSON.stringify(terms.rates satisfies Json),
      terms.pool.toString(),
      terms.due.toString(),
    ],
  );
  // Another runner may have fixed them first: theirs count.
  const fixed = await readDayTerms(db, job, day);
  if (!fixed) throw new Error(`pledge_days ${job} ${day} was not stored`);
  return fixed;
}

async function readDayTerms(db: Db, job: string, day: string): Promise<DayTerms | null> {
  const rows = await db.query<{ rates: DayTerms['rates']; pool: string; due: string }>(
    'SELECT rates, pool::text AS pool, due::text AS due FROM pledge_days WHERE job = $1 AND day = $2',
    [job, day],
  );
  const row = rows[0];
  return row ? { rates: row.rates, pool: BigInt(row.pool), due: BigInt(row.due) } : null;
}

/** One of the day's stored rate figures. */
export function dayFigure(terms: DayTerms, name: string): bigint {
  const value = terms.rates[name];
  if (value === undefined) throw new Error(`the day's terms have no ${name}`);
  return BigInt(value);
}
