import { LOCALE_BCP47 } from '@xbond/shared/locales';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { Button } from '@/components/ui/Button/Button';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import type { ChartData } from './chart-data';
import './Chart.css';

// The drawing (uPlot, ~20 KB) loads only when a chart is shown.
const ChartCanvas = lazy(() => import('./ChartCanvas'));

interface ChartProps {
  title: string;
  data: ChartData;
  /** The amounts' asset symbol. */
  unit: string;
  /** The table's first column: each x as people read it. */
  xLabels: readonly string[];
  xTitle: string;
  testId: string;
}

/**
 * A chart with its figures: the canvas is a picture for the eye (hidden from screen readers),
 * and a table of every figure, visually hidden, is what screen readers read. When the drawing
 * cannot load, the table shows instead.
 */
export function Chart({ title, data, unit, xLabels, xTitle, testId }: ChartProps) {
  const f = useFormat();
  const table = (hidden: boolean) => (
    <table className={hidden ? 'visually-hidden' : 'chart__table'} data-testid={`${testId}-table`}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{xTitle}</th>
          {data.series.map((s) => (
            <th key={s.label} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {xLabels.map((label, i) => (
          <tr key={data.x[i] ?? label}>
            <th scope="row">{label}</th>
            {data.series.map((s) => (
              <td key={s.label} className="tabular">
                {`${f.amount(s.values[i] ?? '0')} ${unit}`}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <figure className="chart" data-testid={testId}>
      <figcaption className="chart__title">{title}</figcaption>
      <ul className="chart__legend" aria-hidden="true">
        {data.series.map((s) => (
          <li key={s.label}>
            <span className="chart__swatch" style={{ background: `var(${s.color})` }} />
            {s.label}
          </li>
        ))}
      </ul>
      <DrawingBoundary fallback={table(false)}>
        <Suspense fallback={<div className="chart__plot chart__plot--loading" />}>
          <ChartCanvas data={data} bcp47={LOCALE_BCP47[f.locale]} testId={`${testId}-canvas`} />
        </Suspense>
        {/* A table is never narrower than its figures: a box of its own clips it, or a wide
            one would widen the page on a phone. */}
        <div className="visually-hidden">{table(true)}</div>
      </DrawingBoundary>
    </figure>
  );
}

/** A drawing that fails (its code not loaded, no canvas) leaves the figures readable. */
class DrawingBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface ChartStateProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  empty: boolean;
  emptyHint: string;
  title: string;
  testId: string;
  children: () => ReactNode;
}

/** A chart's card: its loading shape, its error with a retry, 'no data yet', or the chart. */
export function ChartCard({ query, empty, emptyHint, title, testId, children }: ChartStateProps) {
  const { t } = useTranslation();
  const body = query.isPending ? (
    <div className="chart__placeholder" aria-busy="true" data-testid={`${testId}-loading`} />
  ) : query.isError ? (
    <div role="alert" className="chart__state" data-testid={`${testId}-error`}>
      <p>{t('charts.error')}</p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {t('common.retry')}
      </Button>
    </div>
  ) : empty ? (
    <div className="chart__state" data-testid={`${testId}-empty`}>
      <p className="chart__state-title">{t('charts.empty')}</p>
      <p>{emptyHint}</p>
    </div>
  ) : null;
  return (
    <section className="card chart-card" aria-label={title}>
      {body ? (
        <>
          <h2 className="chart__title">{title}</h2>
          {body}
        </>
      ) : (
        children()
      )}
    </section>
  );
}
