/** What a chart draws: one x per point and one or more series of exact decimal strings. */
export interface ChartSeries {
  label: string;
  /** Exact decimal strings, one per x (the accessible table shows them as they are). */
  values: readonly string[];
  /** A CSS colour variable of the design tokens, e.g. '--color-chart-1'. */
  color: string;
}

export type ChartKind = 'line' | 'step' | 'bars';

export interface ChartData {
  /** Unix seconds, ascending. */
  x: readonly number[];
  series: readonly ChartSeries[];
  kind: ChartKind;
  /** Bars stack (each series on top of the ones before it). */
  stacked?: boolean;
  /** Axis labels in UTC (days are UTC days), else in the reader's time zone. */
  utc?: boolean;
}

/**
 * The plotted values: numbers only for the drawing (the figures people read stay strings), and
 * stacked series summed onto the ones before them.
 */
export function plotted(data: ChartData): number[][] {
  const rows = data.series.map((s) => s.values.map(Number));
  if (!data.stacked) return rows;
  return rows.map((_, i) =>
    data.x.map((__, j) => rows.slice(0, i + 1).reduce((sum, row) => sum + (row[j] ?? 0), 0)),
  );
}
