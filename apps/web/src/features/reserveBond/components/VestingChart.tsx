import { Chart, ChartCard } from '@/components/ui/Chart/Chart';
import { isoSeconds, momentLabel } from '@/lib/chart-labels';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useBondVesting } from '../api/get-bond-vesting';
import { RESERVE_BOND_TEST_IDS } from '../test-ids';

/**
 * A bond's vesting from purchase to deadline: claimed, claimable and still vesting stacked (their
 * sum is the X owed with the rebases), and the rebases' addition as a line; the epochs ahead are
 * marked as projected in the figures.
 */
export function VestingChart({ address, id }: { address: string; id: string }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const vesting = useBondVesting(address, id);
  const points = vesting.data?.items ?? [];
  const title = t('charts.reserveBond.title');
  const testId = RESERVE_BOND_TEST_IDS.vestingChart(id);
  const series = (key: 'claimed' | 'claimable' | 'vesting' | 'rebased', color: string) => ({
    label: t(`charts.reserveBond.${key}`),
    values: points.map((p) => p[key]),
    color,
    overlay: key === 'rebased',
  });
  return (
    <ChartCard
      query={vesting}
      empty={points.length === 0}
      emptyHint={t('charts.reserveBond.emptyHint')}
      title={title}
      testId={testId}
    >
      {() => (
        <Chart
          title={title}
          unit="X"
          xTitle={t('charts.time')}
          xLabels={points.map((p) => {
            const at = momentLabel(p.at, locale, true);
            return p.projected ? t('charts.reserveBond.projectedAt', { at }) : at;
          })}
          testId={testId}
          data={{
            x: points.map((p) => isoSeconds(p.at)),
            kind: 'area',
            stacked: true,
            series: [
              series('claimed', '--color-chart-3'),
              series('claimable', '--color-chart-2'),
              series('vesting', '--color-chart-1'),
              series('rebased', '--color-chart-4'),
            ],
          }}
        />
      )}
    </ChartCard>
  );
}
