/**
 * Dates and durations (spec section 9): "Date display default: YYYY-MM-DD HH:mm:ss" and
 * "a timestamp below 1e12 is seconds, otherwise milliseconds". 1e12 ms is September 2001 and
 * 1e12 s is far beyond year 9999, so one number tells the unit of any realistic timestamp.
 */

/** Numbers (and numeric strings) below this are seconds; at or above, milliseconds. */
export const SECONDS_LIMIT = 1e12;

export const DEFAULT_DATE_PATTERN = 'YYYY-MM-DD HH:mm:ss';

/** A number (seconds or ms), a numeric string, an ISO-8601 string or a Date. */
export type Timestamp = number | string | Date;

/** Thrown for a time that cannot be read ('abc', NaN, an invalid Date). */
export class InvalidTimeError extends Error {
  override readonly name = 'InvalidTimeError';
  readonly code = 'INVALID_TIME';
  constructor(readonly input: unknown) {
    super(`Invalid time: ${String(input)}`);
  }
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** The largest distance from the epoch a Date can hold (about 275,760 years). */
const MAX_DATE_MS = 8.64e15;

/** The unit rule: below 1e12 is seconds. Fractions of a millisecond are rounded. */
function numberToMillis(n: number, input: unknown): number {
  const ms = Math.round(n < SECONDS_LIMIT ? n * 1000 : n);
  // Out of a Date's range, formatting would print 'NaN-NaN-NaN'.
  if (!Number.isFinite(ms) || Math.abs(ms) > MAX_DATE_MS) throw new InvalidTimeError(input);
  return ms;
}

/** Epoch milliseconds of any accepted timestamp; throws InvalidTimeError otherwise. */
export function toMillis(ts: Timestamp): number {
  if (ts instanceof Date) {
    const ms = ts.getTime();
    if (Number.isNaN(ms)) throw new InvalidTimeError(ts);
    return ms;
  }
  if (typeof ts === 'number') return numberToMillis(ts, ts);
  if (typeof ts === 'string') {
    const s = ts.trim();
    if (NUMERIC.test(s)) return numberToMillis(Number(s), ts);
    // Only ISO-like strings: Date.parse accepts many engine-specific formats otherwise.
    if (/^\d{4}-\d{2}-\d{2}/.test(s)) {
      const ms = Date.parse(s);
      if (!Number.isNaN(ms)) return ms;
    }
  }
  throw new InvalidTimeError(ts);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * Formats with tokens YYYY MM DD HH mm ss (24-hour); other characters are kept as they are.
 * Local time by default (what the user's clock shows); `utc: true` for server logs and tests.
 * A missing time (null, undefined, '') formats as '' so a screen shows a blank, while an
 * unreadable one throws: that is a bug to see, not to hide.
 */
export function formatDate(
  ts: Timestamp | null | undefined,
  pattern: string = DEFAULT_DATE_PATTERN,
  options: { utc?: boolean } = {},
): string {
  if (ts === null || ts === undefined || ts === '') return '';
  const d = new Date(toMillis(ts));
  const utc = options.utc === true;
  const parts: Record<string, string> = {
    YYYY: pad(utc ? d.getUTCFullYear() : d.getFullYear(), 4),
    MM: pad((utc ? d.getUTCMonth() : d.getMonth()) + 1),
    DD: pad(utc ? d.getUTCDate() : d.getDate()),
    HH: pad(utc ? d.getUTCHours() : d.getHours()),
    mm: pad(utc ? d.getUTCMinutes() : d.getMinutes()),
    ss: pad(utc ? d.getUTCSeconds() : d.getSeconds()),
  };
  // One pass, so digits already substituted are never read again as tokens.
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}

export interface DurationParts {
  /** Not capped at 24: a 3-day countdown shows 72 hours. */
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Splits a duration (a remaining time, say) into whole hours, minutes and seconds. A value
 * below 1e12 is seconds, otherwise milliseconds (the spec's rule for timestamps, applied to
 * durations too). Empty counts as 0; a negative value (a countdown that has passed) clamps
 * to 0; partial seconds are dropped, so a countdown never shows more time than is left.
 */
export function durationParts(value: number | string | null | undefined): DurationParts {
  let n: number;
  if (value === null || value === undefined || value === '') n = 0;
  else if (typeof value === 'number') n = value;
  else if (NUMERIC.test(value.trim())) n = Number(value.trim());
  else throw new InvalidTimeError(value);
  if (!Number.isFinite(n)) throw new InvalidTimeError(value);
  const totalSeconds = Math.max(0, Math.floor(n < SECONDS_LIMIT ? n : n / 1000));
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** 'HH:mm:ss', each part zero-padded to 2 digits; hours may have more ('123:04:05'). */
export function formatDuration(value: number | string | null | undefined): string {
  const { hours, minutes, seconds } = durationParts(value);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}
