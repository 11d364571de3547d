/** What a chart draws: one x per point and one or more series of exact decimal strings. */
export interface ChartSeries {
  label: string;
  /** Exact decimal strings, one per x (the accessible table shows them as they are). */
  values: readonly string[];
  /** A CSS colour variable of the design tokens, e.g. '--color-chart-1'. */
  color: string;
  /** A line over the others, never stacked nor filled (a total, a part to compare). */
  overlay?: boolean;
}

export type ChartKind = 'line' | 'step' | 'bars' | 'area';

export interface ChartData {
  /** Unix seconds, ascending. */
  x: readonly number[];
  series: readonly ChartSeries[];
  kind: ChartKind;
  /** Bars stack (each series on top of the ones before it). */
  stacked?: boolean;
  /**
   * Points a day apart, named by their UTC day (the settlement's day); otherwise moments, named
   * in the reader's time zone.
   */
  daily?: boolean;
  /** The x axis' span when it is not the points' own (a period from its start to its end). */
  xBounds?: readonly [number, number];
  /** Counts (people, orders): the y axis ticks whole numbers only. */
  integer?: boolean;
}

const DAY_SECONDS = 86_400;

/** The x axis' tick steps: whole days for days; for moments, uPlot's own. */
export const dayIncrs = [1, 2, 7, 14, 30, 90, 180, 365].map((d) => d * DAY_SECONDS);

/** The y axis' tick steps for counts: whole numbers, never 0.5 of a person. */
export const integerIncrs = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000];

/**
 * Half a day on either side, so the first and last days' bars are drawn whole. A single point
 * is its own span: uPlot widens it by 86400 of its milliseconds, a thousand days of seconds.
 */
export function xRange(data: ChartData, min: number, max: number): [number, number] {
  if (data.xBounds) return [data.xBounds[0], data.xBounds[1]];
  const last = data.x.length === 1 ? min : max;
  return data.kind === 'bars' || data.daily
    ? [min - DAY_SECONDS / 2, last + DAY_SECONDS / 2]
    : [min, last > min ? last : min + DAY_SECONDS];
}

/** The axis' labels in the reader's language: days in UTC, moments in their own zone. */
export function tickLabel(bcp47: string, daily: boolean, spanSeconds: number) {
  const options: Intl.DateTimeFormatOptions = daily
    ? { month: 'short', day: 'numeric', timeZone: 'UTC' }
    : spanSeconds > DAY_SECONDS
      ? { month: 'short', day: 'numeric' }
      : { hour: '2-digit', minute: '2-digit' };
  const format = new Intl.DateTimeFormat(bcp47, options);
  return (seconds: number) => format.format(new Date(seconds * 1000));
}

/**
 * The plotted values: numbers only for the drawing (the figures people read stay strings), and
 * stacked series summed onto the ones before them.
 */
export function plotted(data: ChartData): number[][] {
  const rows = data.series.map((s) => s.values.map(Number));
  if (!data.stacked) return rows;
  const stacked = (i: number) => !data.series[i]?.overlay;
  return rows.map((row, i) =>
    stacked(i)
      ? data.x.map((_, j) =>
          rows.slice(0, i + 1).reduce((sum, r, k) => sum + (stacked(k) ? (r[j] ?? 0) : 0), 0),
        )
      : row,
  );
}

/**
 * The order series are drawn in: stacked sums tallest first, so each lower part paints over
 * them; overlays last, on top of everything.
 */
export function drawOrder(data: ChartData): number[] {
  const all = data.series.map((_, i) => i);
  if (!data.stacked) return all;
  const overlays = all.filter((i) => data.series[i]?.overlay);
  return [...all.filter((i) => !data.series[i]?.overlay).reverse(), ...overlays];
}
