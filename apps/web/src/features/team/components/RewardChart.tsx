import type { TeamRewardDay } from '@xbond/shared/api/history';
import { Chart, ChartCard } from '@/components/ui/Chart/Chart';
import { dayLabel, daySeconds } from '@/lib/chart-labels';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useRewardHistory } from '../api/get-reward-history';
import { TEAM_TEST_IDS } from '../test-ids';

/** The dynamic bonus by day: direct and community rewards, stacked, over the last 30 days. */
export function RewardChart({ address, symbol }: { address: string; symbol: string }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const history = useRewardHistory(address);
  const days: TeamRewardDay[] = [...(history.data?.items ?? [])].reverse();
  const title = t('charts.team.title');
  return (
    <ChartCard
      query={history}
      empty={days.length === 0}
      emptyHint={t('charts.team.emptyHint')}
      title={title}
      testId={TEAM_TEST_IDS.rewardChart}
    >
      {() => (
        <Chart
          title={title}
          unit={symbol}
          xTitle={t('charts.dayUtc')}
          xLabels={days.map((d) => dayLabel(d.day, locale))}
          testId={TEAM_TEST_IDS.rewardChart}
          data={{
            x: days.map((d) => daySeconds(d.day)),
            kind: 'bars',
            stacked: true,
            daily: true,
            series: [
              {
                label: t('charts.team.direct'),
                values: days.map((d) => d.direct),
                color: '--color-chart-1',
              },
              {
                label: t('charts.team.community'),
                values: days.map((d) => d.community),
                color: '--color-chart-2',
              },
            ],
          }}
        />
      )}
    </ChartCard>
  );
}
