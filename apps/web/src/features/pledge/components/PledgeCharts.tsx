import type { PledgeDay } from '@xbond/shared/api/history';
import { Chart, ChartCard } from '@/components/ui/Chart/Chart';
import { dayLabel, daySeconds } from '@/lib/chart-labels';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { usePledgeHistory } from '../api/get-pledge-history';
import { PLEDGE_TEST_IDS } from '../test-ids';

/** The staking history: yield per day over the last 30 days, and the principal staked. */
export function PledgeCharts({ address, symbol }: { address: string; symbol: string }) {
  const { t } = useTranslation();
  const history = usePledgeHistory(address);
  // The API answers newest first; a chart reads left to right, oldest first.
  const days: PledgeDay[] = [...(history.data?.items ?? [])].reverse();
  const { locale } = useFormat();
  const x = days.map((d) => daySeconds(d.day));
  const xLabels = days.map((d) => dayLabel(d.day, locale));
  const chart = (kind: 'yield' | 'principal', testId: string) => (
    <ChartCard
      query={history}
      empty={days.length === 0}
      emptyHint={t('charts.pledge.emptyHint')}
      title={t(`charts.pledge.${kind}Title`)}
      testId={testId}
    >
      {() => (
        <Chart
          title={t(`charts.pledge.${kind}Title`)}
          unit={symbol}
          xTitle={t('charts.dayUtc')}
          xLabels={xLabels}
          testId={testId}
          data={{
            x,
            kind: kind === 'yield' ? 'bars' : 'step',
            daily: true,
            series: [
              {
                label: t(`charts.pledge.${kind}`),
                values: days.map((d) => d[kind]),
                color: kind === 'yield' ? '--color-chart-2' : '--color-chart-1',
              },
            ],
          }}
        />
      )}
    </ChartCard>
  );
  return (
    <>
      {chart('yield', PLEDGE_TEST_IDS.yieldChart)}
      {chart('principal', PLEDGE_TEST_IDS.principalChart)}
    </>
  );
}
