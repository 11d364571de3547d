import type { PrizePeriod } from '@xbond/shared/api/prize';

/**
 * The period kinds in tab order. Typed against the API's list rather than imported from it:
 * a value import from `@xbond/shared/api` would pull TypeBox into the bundle.
 */
const TAB_ORDER: Record<PrizePeriod, number> = { hour: 0, week: 1, month: 2 };
export const PERIODS = (Object.keys(TAB_ORDER) as PrizePeriod[]).sort(
  (a, b) => TAB_ORDER[a] - TAB_ORDER[b],
);

/** The tab a `?period=` query names; the hour when it names none. */
export const periodFrom = (param: string | null): PrizePeriod =>
  PERIODS.find((p) => p === param) ?? 'hour';

/**
 * An ended period's name (`hour:2026-11-23T10`, `week:2026-11-23`, `month:2026-11`) as its
 * parts: periods are UTC hours, weeks from Monday and calendar months.
 */
export function periodParts(name: string): { date: string; hour: string } {
  const [, start = ''] = name.split(':');
  const [date = start, hour = ''] = start.split('T');
  return { date, hour };
}
