/**
 * The console's charts against a real local HTTP server: the loading shapes, "no data yet"
 * before the first day ends, the figures of the asset chosen, and an error with a retry.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { DaySnapshot, Snapshots } from '@xbond/shared/api/admin-snapshots';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { fail, ok, type Reply, startApiServer, type TestApiServer } from '@/testing/api-server';
import { en } from '@/testing/messages';
import { ADMIN_TEST_IDS as T } from '../test-ids';
import { SnapshotCharts } from './SnapshotCharts';

const CHARTS = [T.liabilitiesChart, T.poolsChart, T.usersChart];

const day = (
  d: string,
  activeUsers: number,
  owedX: string,
  insuranceUsdd: string,
): DaySnapshot => ({
  day: d,
  activeUsers,
  assets: [
    { asset: 'X', liabilities: owedX, rewardPool: '990', insurancePool: '0', prizePool: '1.5' },
    {
      asset: 'USDD',
      liabilities: '0',
      rewardPool: '0',
      insurancePool: insuranceUsdd,
      prizePool: '0',
    },
  ],
});

let server: TestApiServer;
let answer: Reply = ok({ days: [] });

beforeAll(async () => {
  server = await startApiServer(() => answer);
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  server.requests.length = 0;
  configureApi({
    baseUrl: server.url,
    getLocale: () => 'en',
    getToken: () => 'token',
    onError: () => {},
  });
});

const show = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <SnapshotCharts />
    </QueryClientProvider>,
  );
/** A chart's figures as its table reads them, row by row. */
const rows = (testId: string) =>
  within(screen.getByTestId(`${testId}-table`))
    .getAllByRole('row')
    .map((r) => r.textContent);

describe('the console charts', () => {
  it('shows each chart loading while the snapshots are read', async () => {
    answer = { ...ok({ days: [] }), delayMs: 300 };
    show();
    for (const id of CHARTS) expect(screen.getByTestId(`${id}-loading`)).toBeTruthy();
    await screen.findByTestId(`${T.usersChart}-empty`);
    expect(server.requests[0]?.url).toBe('/api/v2/admin/snapshots?days=90');
  });

  it('says when no day has ended yet', async () => {
    answer = ok({ days: [] } satisfies Snapshots);
    show();
    for (const id of CHARTS) {
      expect((await screen.findByTestId(`${id}-empty`)).textContent).toContain(
        en.admin.charts.emptyHint,
      );
    }
  });

  it("draws each day's figures of the asset chosen, users as whole numbers", async () => {
    answer = ok({
      days: [day('2026-11-24', 0, '100', '500'), day('2026-11-25', 3, '154.25', '480')],
    } satisfies Snapshots);
    show();
    await screen.findByTestId(T.liabilitiesChart);
    expect(rows(T.liabilitiesChart)).toEqual([
      'Day (UTC)Owed to users',
      'Nov 24100 X',
      'Nov 25154.25 X',
    ]);
    expect(rows(T.poolsChart)).toEqual([
      'Day (UTC)Reward poolInsurance poolPrize pots',
      'Nov 24990 X0 X1.5 X',
      'Nov 25990 X0 X1.5 X',
    ]);
    expect(rows(T.usersChart)).toEqual(['Day (UTC)Active users', 'Nov 240 users', 'Nov 253 users']);

    fireEvent.change(screen.getByTestId(T.chartAsset), { target: { value: 'USDD' } });
    expect(screen.getByText('Pools (USDD)', { selector: 'figcaption' })).toBeTruthy();
    expect(rows(T.poolsChart).slice(1)).toEqual([
      'Nov 240 USDD500 USDD0 USDD',
      'Nov 250 USDD480 USDD0 USDD',
    ]);
    // An asset no day holds reads 0, not a gap.
    fireEvent.change(screen.getByTestId(T.chartAsset), { target: { value: 'LP' } });
    expect(rows(T.liabilitiesChart).slice(1)).toEqual(['Nov 240 LP', 'Nov 250 LP']);
  });

  it('offers to read again after an error, and draws once it answers', async () => {
    answer = fail(500, 'down');
    show();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(3);
    answer = ok({ days: [day('2026-11-25', 1, '1', '1')] } satisfies Snapshots);
    fireEvent.click(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Retry' }));
    await screen.findByTestId(`${T.usersChart}-table`);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(rows(T.usersChart)).toEqual(['Day (UTC)Active users', 'Nov 251 users']);
  });
});
