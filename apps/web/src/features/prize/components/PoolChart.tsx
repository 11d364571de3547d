import type { PoolHistory, PoolPoint } from '@xbond/shared/api/history';
import type { PrizePeriod } from '@xbond/shared/api/prize';
import { Chart, ChartCard } from '@/components/ui/Chart/Chart';
import { isoSeconds, momentLabel } from '@/lib/chart-labels';
import { useFormat } from '@/lib/format';
import { serverNow } from '@/lib/server-clock';
import { useTranslation } from '@/lib/use-translation';
import { usePoolHistory } from '../api/get-pool-history';
import { PRIZE_TEST_IDS as P } from '../test-ids';

/** The period in progress: its pool after each step it grew in, in the reader's time. */
export function PoolChart({ period }: { period: PrizePeriod }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const history = usePoolHistory(period);
  const points = history.data ? withEnds(history.data, serverNow() ?? Date.now()) : [];
  const bounds = history.data
    ? ([isoSeconds(history.data.startsAt), isoSeconds(history.data.endsAt)] as const)
    : undefined;
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
            ...(bounds ? { xBounds: bounds } : {}),
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

/**
 * The steps oldest first, drawn across the period: from its start (empty then, unless a rest
 * was carried in at once) to now, where the pool stands at its newest step's figure.
 */
function withEnds(history: PoolHistory, nowMs: number): PoolPoint[] {
  const steps = [...history.items].reverse();
  const first = steps[0];
  const newest = steps.at(-1);
  if (!first || !newest) return [];
  const start = first.at === history.startsAt ? [] : [{ at: history.startsAt, pool: '0' }];
  const now = Math.min(nowMs, Date.parse(history.endsAt));
  const end =
    now > Date.parse(newest.at) ? [{ at: new Date(now).toISOString(), pool: newest.pool }] : [];
  return [...start, ...steps, ...end];
}
