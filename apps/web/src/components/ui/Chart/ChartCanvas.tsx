import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { type ChartData, plotted } from './chart-data';

const HEIGHT = 200;

/** A design token's value (the canvas cannot read CSS variables itself). */
const token = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#9aa4bf';

function options(data: ChartData, width: number): uPlot.Options {
  const text = token('--color-text-secondary');
  const grid = { stroke: token('--color-border'), width: 1 };
  const axis = { stroke: text, grid, ticks: { show: false }, font: '11px system-ui' };
  const bars = uPlot.paths.bars?.({ size: [0.7, 24] });
  const stepped = uPlot.paths.stepped?.({ align: 1 });
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    ...(data.utc ? { tzDate: (ts: number) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC') } : {}),
    scales: { y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
    axes: [axis, { ...axis, size: 52 }],
    series: [
      {},
      // Stacked series are drawn last first, so each lower one paints over the taller sums.
      ...data.series.map((s) => {
        const color = token(s.color);
        const path = data.kind === 'bars' ? bars : data.kind === 'step' ? stepped : undefined;
        return {
          label: s.label,
          stroke: color,
          width: data.kind === 'bars' ? 0 : 2,
          fill: data.kind === 'line' ? undefined : `${color}${data.kind === 'bars' ? 'ff' : '33'}`,
          ...(path ? { paths: path } : {}),
          points: { show: data.kind === 'line' && data.x.length < 40 },
        };
      }),
    ],
  };
}

/** The uPlot drawing of a chart, sized to its container and redrawn when it resizes. */
export default function ChartCanvas({ data, testId }: { data: ChartData; testId: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const ys = plotted(data);
    // Stacked: the sums drawn tallest first, so the lower series show on top of them.
    const order = data.stacked ? ys.map((_, i) => ys.length - 1 - i) : ys.map((_, i) => i);
    const ordered = {
      ...data,
      series: order.map((i) => data.series[i] as ChartData['series'][number]),
    };
    const plot = new uPlot(
      options(ordered, el.clientWidth || 320),
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
  }, [data]);
  return <div ref={box} className="chart__plot" aria-hidden="true" data-testid={testId} />;
}
