import { useQuery } from '@tanstack/react-query';
import type { DaySnapshot, SnapshotAmounts } from '@xbond/shared/api/admin-snapshots';
import { ASSETS, type Asset } from '@xbond/shared/assets';
import { useState } from 'react';
import { Chart, ChartCard } from '@/components/ui/Chart/Chart';
import type { ChartData } from '@/components/ui/Chart/chart-data';
import { dayLabel, daySeconds } from '@/lib/chart-labels';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { snapshotsQuery } from '../api/admin-api';
import { ADMIN_TEST_IDS as T } from '../test-ids';

const DAYS = 90;
const POOLS = [
  { key: 'rewardPool', color: '--color-chart-1' },
  { key: 'insurancePool', color: '--color-chart-3' },
  { key: 'prizePool', color: '--color-chart-4' },
] as const;

/** One asset's figures of each day; a day that had none of it reads 0. */
const amountsOf = (days: readonly DaySnapshot[], asset: Asset) =>
  days.map(
    (d): SnapshotAmounts =>
      d.assets.find((a) => a.asset === asset) ?? {
        asset,
        liabilities: '0',
        rewardPool: '0',
        insurancePool: '0',
        prizePool: '0',
      },
  );

/**
 * The last 90 days from the daily snapshots (docs/operations.md "Charts"): what users are
 * owed and what the pools hold, of the asset chosen, and the active users per day.
 */
export function SnapshotCharts() {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const query = useQuery(snapshotsQuery(DAYS));
  const [asset, setAsset] = useState<Asset>('X');
  const days = query.data?.days ?? [];
  const amounts = amountsOf(days, asset);
  const base = { x: days.map((d) => daySeconds(d.day)), daily: true } as const;
  const xLabels = days.map((d) => dayLabel(d.day, locale));
  const chart = (title: string, unit: string, testId: string, data: ChartData) => (
    <ChartCard
      query={query}
      empty={days.length === 0}
      emptyHint={t('admin.charts.emptyHint')}
      title={title}
      testId={testId}
    >
      {() => (
        <Chart
          title={title}
          unit={unit}
          xTitle={t('charts.dayUtc')}
          xLabels={xLabels}
          testId={testId}
          data={data}
        />
      )}
    </ChartCard>
  );
  return (
    <section className="admin-card admin-charts" data-testid={T.charts}>
      <div className="admin-charts__head">
        <div>
          <h2 className="admin-card__title">{t('admin.charts.title')}</h2>
          <p className="admin-card__hint">{t('admin.charts.hint')}</p>
        </div>
        <label className="admin-charts__asset">
          {t('admin.asset')}
          <select
            value={asset}
            data-testid={T.chartAsset}
            onChange={(e) => setAsset(e.target.value as Asset)}
          >
            {ASSETS.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </label>
      </div>
      <div className="admin-charts__grid">
        {chart(t('admin.charts.liabilitiesTitle', { asset }), asset, T.liabilitiesChart, {
          ...base,
          kind: 'line',
          series: [
            {
              label: t('admin.charts.liabilities'),
              values: amounts.map((a) => a.liabilities),
              color: '--color-chart-2',
            },
          ],
        })}
        {chart(t('admin.charts.poolsTitle', { asset }), asset, T.poolsChart, {
          ...base,
          kind: 'line',
          series: POOLS.map((p) => ({
            label: t(`admin.charts.${p.key}`),
            values: amounts.map((a) => a[p.key]),
            color: p.color,
          })),
        })}
        {chart(t('admin.charts.usersTitle'), t('admin.charts.usersUnit'), T.usersChart, {
          ...base,
          kind: 'bars',
          integer: true,
          series: [
            {
              label: t('admin.charts.users'),
              values: days.map((d) => String(d.activeUsers)),
              color: '--color-chart-1',
            },
          ],
        })}
      </div>
    </section>
  );
}
