import type { PoolPoint } from '@xbond/shared/api/history';
import type { PrizePeriod } from '@xbond/shared/api/ranking';
import { useTranslation } from 'react-i18next';
import { Chart, ChartCard } from '@/components/ui/Chart/Chart';
import { isoSeconds, momentLabel } from '@/lib/chart-labels';
import { useFormat } from '@/lib/format';
import { PRIZE_TEST_IDS as P } from '@/testing/prize-test-ids';
import { usePoolHistory } from '../api/get-pool-history';

/** The period in progress: its pool after each step it grew in, in the reader's time. */
export function PoolChart({ period }: { period: PrizePeriod }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const history = usePoolHistory(period);
  const steps: PoolPoint[] = [...(history.data?.items ?? [])].reverse();
  // The line starts at the period's start: empty then, unless a rest was carried in at once.
  const start = history.data?.startsAt;
  const points =
    start && steps.length > 0 && steps[0]?.at !== start
      ? [{ at: start, pool: '0' }, ...steps]
      : steps;
  const title = t('charts.prize.title');
  return (
    <ChartCard
      query={history}
      empty={points.length === 0}
      emptyHint={t('charts.prize.emptyHint')}
      title={title}
      testId={P.poolChart}
    >
      {() => (
        <Chart
          title={title}
          unit="USDD"
          xTitle={t('charts.time')}
          xLabels={points.map((p) => momentLabel(p.at, locale, period !== 'hour'))}
          testId={P.poolChart}
          data={{
            x: points.map((p) => isoSeconds(p.at)),
            kind: 'step',
            series: [
              {
                label: t('charts.prize.pool'),
                values: points.map((p) => p.pool),
                color: '--color-chart-2',
              },
            ],
          }}
        />
      )}
    </ChartCard>
  );
}
