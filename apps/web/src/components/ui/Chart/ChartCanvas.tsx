import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import {
  type ChartData,
  dayIncrs,
  drawOrder,
  integerIncrs,
  plotted,
  tickLabel,
  xRange,
} from './chart-data';

const HEIGHT = 200;

/** A design token's value (the canvas cannot read CSS variables itself). */
const token = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#9aa4bf';

function options(data: ChartData, width: number, bcp47: string): uPlot.Options {
  const text = token('--color-text-secondary');
  const grid = { stroke: token('--color-border'), width: 1 };
  const axis = { stroke: text, grid, ticks: { show: false }, font: '11px system-ui' };
  const [first, last] = data.xBounds ?? [data.x[0] ?? 0, data.x.at(-1) ?? 0];
  const span = last - first;
  const label = tickLabel(bcp47, data.daily === true, span);
  const xAxis = {
    ...axis,
    space: 56,
    ...(data.daily ? { incrs: dayIncrs } : {}),
    values: (_u: uPlot, splits: number[]) => splits.map(label),
  };
  // An overlay (a bond's rebase addition, a few X beside a thousand) gets its own scale and
  // axis on the right, in its colour, so it is not a flat line at the bottom.
  const overlay = data.series.find((s) => s.overlay);
  const fromZero: uPlot.Scale['range'] = (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1];
  const bars = uPlot.paths.bars?.({ size: [0.7, 24] });
  const stepped = uPlot.paths.stepped?.({ align: 1 });
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    ...(data.daily ? { tzDate: (ts: number) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC') } : {}),
    scales: {
      x: { time: true, range: (_u, min, max) => xRange(data, min, max) },
      y: { range: fromZero },
      ...(overlay ? { overlay: { range: fromZero } } : {}),
    },
    axes: [
      xAxis,
      {
        ...axis,
        size: 52,
        ...(data.integer
          ? { incrs: integerIncrs, values: (_u: uPlot, splits: number[]) => splits.map(String) }
          : {}),
      },
      ...(overlay
        ? [
            {
              ...axis,
              scale: 'overlay',
              side: 1,
              size: 44,
              stroke: token(overlay.color),
              grid: { show: false },
            },
          ]
        : []),
    ],
    series: [
      {},
      // Stacked series are drawn last first, so each lower one paints over the taller sums.
      ...data.series.map((s) => {
        const color = token(s.color);
        const path = data.kind === 'bars' ? bars : data.kind === 'step' ? stepped : undefined;
        // Bars and stacked areas are solid, so the parts read apart; a step's area is a tint.
        const alpha = { bars: 'ff', area: 'e6', step: '33', line: '' }[data.kind];
        return {
          label: s.label,
          ...(s.overlay ? { scale: 'overlay' } : {}),
          stroke: color,
          width: data.kind === 'bars' && !s.overlay ? 0 : 2,
          ...(s.overlay || !alpha ? {} : { fill: `${color}${alpha}` }),
          ...(path && !s.overlay ? { paths: path } : {}),
          points: { show: data.kind === 'line' && data.x.length < 40 },
        };
      }),
    ],
  };
}

/** The uPlot drawing of a chart, sized to its container and redrawn when it resizes. */
export default function ChartCanvas(props: { data: ChartData; bcp47: string; testId: string }) {
  const { data, bcp47, testId } = props;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const ys = plotted(data);
    const order = drawOrder(data);
    const ordered = {
      ...data,
      series: order.map((i) => data.series[i] as ChartData['series'][number]),
    };
    const plot = new uPlot(
      options(ordered, el.clientWidth || 320, bcp47),
      [data.x as number[], ...order.map((i) => ys[i] as number[])],
      el,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: el.clientWidth, height: HEIGHT }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [data, bcp47]);
  return <div ref={box} className="chart__plot" aria-hidden="true" data-testid={testId} />;
}
