/**
 * The periods that pay and settle (docs/time.md): UTC days, 8-hour epochs (00:00, 08:00,
 * 16:00), hours, weeks from Monday 00:00, and calendar months. A period is named by its start
 * (`day:2026-11-23`, `epoch:2026-11-23T08`, `hour:2026-11-23T08`, `week:2026-11-23`,
 * `month:2026-11`). The server's job runner and the web app's countdowns both use this module.
 */

export const PERIOD_KINDS = ['hour', 'epoch', 'day', 'week', 'month'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export interface Period {
  kind: PeriodKind;
  /** First instant of the period (inclusive). */
  start: Date;
  /** First instant of the next period (exclusive). */
  end: Date;
  name: string;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const EPOCH_HOURS = 8;
/** Epochs in a UTC day: a bond of `days` vests (or releases) over `days` x this epochs. */
export const EPOCHS_PER_DAY = 24 / EPOCH_HOURS;

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The start of the `kind` period that contains `at`. */
export function periodStart(kind: PeriodKind, at: Date): Date {
  const ms = at.getTime();
  switch (kind) {
    case 'hour':
      return new Date(ms - (((ms % HOUR_MS) + HOUR_MS) % HOUR_MS));
    case 'epoch': {
      const day = periodStart('day', at);
      const hours = Math.floor((ms - day.getTime()) / HOUR_MS);
      return new Date(day.getTime() + (hours - (hours % EPOCH_HOURS)) * HOUR_MS);
    }
    case 'day':
      return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
    case 'week': {
      const day = periodStart('day', at);
      // getUTCDay: Sunday = 0; weeks start on Monday.
      const sinceMonday = (day.getUTCDay() + 6) % 7;
      return new Date(day.getTime() - sinceMonday * DAY_MS);
    }
    case 'month':
      return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  }
}

/** The start of the period after the one starting at `start`. */
export function nextPeriodStart(kind: PeriodKind, start: Date): Date {
  const ms = start.getTime();
  switch (kind) {
    case 'hour':
      return new Date(ms + HOUR_MS);
    case 'epoch':
      return new Date(ms + EPOCH_HOURS * HOUR_MS);
    case 'day':
      return new Date(ms + DAY_MS);
    case 'week':
      return new Date(ms + 7 * DAY_MS);
    case 'month':
      return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  }
}

export function periodName(kind: PeriodKind, start: Date): string {
  const hour = pad(start.getUTCHours());
  switch (kind) {
    case 'hour':
    case 'epoch':
      return `${kind}:${ymd(start)}T${hour}`;
    case 'day':
    case 'week':
      return `${kind}:${ymd(start)}`;
    case 'month':
      return `month:${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}`;
  }
}

/** The `kind` period that contains `at`. */
export function periodAt(kind: PeriodKind, at: Date): Period {
  const start = periodStart(kind, at);
  return { kind, start, end: nextPeriodStart(kind, start), name: periodName(kind, start) };
}

/** The period after `period`. */
export function nextPeriod(period: Period): Period {
  return periodAt(period.kind, period.end);
}
