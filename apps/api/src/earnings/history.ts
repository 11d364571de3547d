import { periodName, periodStart } from '@xbond/shared/periods';
import type { Queryable } from '../db/db';
import type { EarningSource } from './cap';

const DAY_MS = 86_400_000;

/** The ended UTC days of a history page, newest first, and how many days the history holds. */
export interface DayPage {
  days: Date[];
  total: number;
}

/**
 * A page of the days from `first`'s day to the last day ended at `now`, newest first: page 1 is
 * the latest days. No first day (nothing happened yet) is an empty history.
 */
export function dayPage(first: Date | null, now: Date, page: number, pageSize: number): DayPage {
  if (!first) return { days: [], total: 0 };
  const firstMs = periodStart('day', first).getTime();
  const lastMs = periodStart('day', now).getTime() - DAY_MS;
  const total = Math.max(0, Math.round((lastMs - firstMs) / DAY_MS) + 1);
  const skip = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - skip));
  const days = Array.from({ length: count }, (_, i) => new Date(lastMs - (skip + i) * DAY_MS));
  return { days, total };
}

/** '2026-11-24' for the day starting at that UTC midnight. */
export const dayDate = (start: Date): string => periodName('day', start).slice('day:'.length);

/**
 * What the user was paid by each of `sources` on each of `days` (the settlements' earnings
 * rows, written with their ledger operations): base units by source, by day name.
 */
export async function paidByDay(
  q: Queryable,
  userId: string,
  sources: readonly EarningSource[],
  days: readonly Date[],
): Promise<Map<string, Map<EarningSource, bigint>>> {
  const names = days.map((d) => periodName('day', d));
  const rows = await q.query<{ day: string; source: EarningSource; paid: string }>(
    `SELECT day, source, SUM(paid)::text AS paid FROM earnings
     WHERE user_id = $1 AND source = ANY($2::text[]) AND day = ANY($3::text[])
     GROUP BY day, source`,
    [userId, sources, names],
  );
  const byDay = new Map<string, Map<EarningSource, bigint>>();
  for (const r of rows) {
    const day = byDay.get(r.day) ?? new Map<EarningSource, bigint>();
    day.set(r.source, BigInt(r.paid));
    byDay.set(r.day, day);
  }
  return byDay;
}

/** The earliest day the user earned from one of `sources`, or null. */
export async function firstEarningDay(
  q: Queryable,
  userId: string,
  sources: readonly EarningSource[],
): Promise<Date | null> {
  const rows = await q.query<{ day: string | null }>(
    `SELECT MIN(day) AS day FROM earnings WHERE user_id = $1 AND source = ANY($2::text[])`,
    [userId, sources],
  );
  const day = rows[0]?.day;
  return day ? new Date(`${day.slice('day:'.length)}T00:00:00Z`) : null;
}
