import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chart, ChartCard } from './Chart';
import { type ChartData, drawOrder, plotted, xRange } from './chart-data';

const data: ChartData = {
  x: [1_795_392_000, 1_795_478_400],
  kind: 'bars',
  stacked: true,
  daily: true,
  series: [
    { label: 'Direct rewards', values: ['1234.5678901', '0'], color: '--color-chart-1' },
    { label: 'Community rewards', values: ['0.000001', '2.5'], color: '--color-chart-2' },
  ],
};

function renderChart() {
  return render(
    <Chart
      title="Team rewards per day"
      data={data}
      unit="X"
      xTitle="Day (UTC)"
      xLabels={['Nov 24', 'Nov 25']}
      testId="chart"
    />,
  );
}

describe('Chart', () => {
  it("gives screen readers every figure in a table named by the chart's title", () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'Team rewards per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Day (UTC)Direct rewardsCommunity rewards',
      'Nov 241,234.56789 X0.000001 X',
      'Nov 250 X2.5 X',
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Nov 24', 'Nov 25']);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
  });

  it('hides the drawing and the legend from screen readers, and the table only from the eye', async () => {
    const { container } = renderChart();
    expect(container.querySelector('.chart__legend')?.getAttribute('aria-hidden')).toBe('true');
    // The drawing arrives lazily; where it cannot draw (jsdom has no canvas) the table shows.
    await waitFor(() => {
      const drawn = screen.queryByTestId('chart-canvas') !== null;
      const shown = screen.getByTestId('chart-table').className === 'chart__table';
      expect(drawn || shown).toBe(true);
    });
    const canvas = screen.queryByTestId('chart-canvas');
    const table = screen.getByTestId('chart-table');
    if (canvas) {
      expect(canvas.getAttribute('aria-hidden')).toBe('true');
      expect(table.className).toBe('visually-hidden');
    } else {
      expect(table.className).toBe('chart__table');
    }
  });

  it('stacks the plotted numbers, leaving the figures as exact strings', () => {
    const [direct, sums] = plotted(data);
    expect(direct).toEqual([1234.5678901, 0]);
    // The community bar is drawn on top of the direct one: their sum.
    expect(sums?.[0]).toBeCloseTo(1234.5678911, 9);
    expect(sums?.[1]).toBe(2.5);
    expect(plotted({ ...data, stacked: false })[1]).toEqual([0.000001, 2.5]);
  });
});

describe('chart data', () => {
  const vesting: ChartData = {
    x: [1, 2],
    kind: 'area',
    stacked: true,
    series: [
      { label: 'claimed', values: ['1', '2'], color: '--color-chart-3' },
      { label: 'claimable', values: ['3', '4'], color: '--color-chart-2' },
      { label: 'rebased', values: ['0.5', '0.7'], color: '--color-chart-4', overlay: true },
    ],
  };

  it('stacks the parts but not an overlay, and draws the overlay last, over the parts', () => {
    expect(plotted(vesting)).toEqual([
      [1, 2],
      [4, 6],
      [0.5, 0.7],
    ]);
    expect(drawOrder(vesting)).toEqual([1, 0, 2]);
  });

  it("spans a period's bounds when given, and whole days around days", () => {
    expect(xRange({ ...vesting, xBounds: [0, 3600] }, 10, 20)).toEqual([0, 3600]);
    expect(xRange({ ...vesting, daily: true }, 86_400, 172_800)).toEqual([43_200, 216_000]);
    // One day only: that day, not the thousand days uPlot gives a lone point in seconds.
    const one = { ...vesting, x: [86_400], daily: true };
    expect(xRange(one, 86_400, 86_400 + 86_400_000)).toEqual([43_200, 129_600]);
    expect(xRange({ ...one, daily: false, kind: 'line' }, 86_400, 86_486_400)).toEqual([
      86_400, 172_800,
    ]);
  });
});

describe('ChartCard', () => {
  const query = { isPending: false, isError: false, refetch: (): unknown => undefined };
  const card = (q: typeof query, empty: boolean) =>
    render(
      <ChartCard query={q} empty={empty} emptyHint="Stake to see it" title="Yield" testId="c">
        {() => <p>drawn</p>}
      </ChartCard>,
    );

  it('says "no data yet" with what to do next', () => {
    card(query, true);
    expect(screen.getByTestId('c-empty').textContent).toBe('No data yetStake to see it');
    expect(screen.queryByText('drawn')).toBeNull();
  });

  it('shows the loading shape while the history is read', () => {
    card({ ...query, isPending: true }, true);
    expect(screen.queryByTestId('c-empty')).toBeNull();
    expect(screen.getByTestId('c-loading').getAttribute('aria-busy')).toBe('true');
  });

  it('offers to read again after an error', () => {
    let asked = 0;
    card({ ...query, isError: true, refetch: () => asked++ }, false);
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(asked).toBe(1);
    expect(screen.getByRole('alert').textContent).toContain('The chart could not be loaded.');
  });
});
