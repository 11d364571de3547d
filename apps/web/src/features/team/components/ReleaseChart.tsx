import { Amount } from '@/components/ui/Amount/Amount';
import { useTranslation } from '@/lib/use-translation';
import { useTeamFormat } from '../format';
import { TEAM_TEST_IDS } from '../test-ids';

const W = 320;
const H = 120;
const GAP = 1;

interface ReleaseChartProps {
  /** Whole days the amount releases over; 0 = at once. */
  days: number;
  /** What the plan releases in all (after its donation), decimal X. */
  release: string;
  /** ISO 8601: the settlement that releases the last part. */
  end: string;
}

/**
 * The release schedule as bars: what has been released after each day, a straight staircase up
 * to the whole (days / n of it after day n; all of it at once for a 0-day plan). Heights are
 * drawing proportions only; the amounts shown are the server's exact figures.
 */
export function ReleaseChart({ days, release, end }: ReleaseChartProps) {
  const { t } = useTranslation();
  const fmt = useTeamFormat();
  const bars = Math.max(days, 1);
  const width = W / bars;
  const summary = t('team.releasePlan.chartLabel', {
    amount: fmt.amount(release),
    days,
    date: fmt.date(end),
  });
  return (
    <figure className="team-chart" data-testid={TEAM_TEST_IDS.chart} data-bars={bars}>
      <div className="team-chart__top">
        <span className="fine-print">{t('team.releasePlan.chartTitle')}</span>
        <Amount figure={fmt.amount(release)} unit="X" />
      </div>
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={summary}>
        <defs>
          <linearGradient id="team-chart-fill" x1="0" y1="1" x2="0" y2="0">
            <stop offset="0" style={{ stopColor: 'var(--color-accent-from)' }} />
            <stop offset="1" style={{ stopColor: 'var(--color-accent-to)' }} />
          </linearGradient>
        </defs>
        <line x1="0" y1={H - 0.5} x2={W} y2={H - 0.5} className="team-chart__axis" />
        {Array.from({ length: bars }, (_, i) => {
          const h = (H * (i + 1)) / bars;
          return (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: a bar is its day
              key={i}
              x={i * width + GAP / 2}
              y={H - h}
              width={Math.max(width - GAP, 0.5)}
              height={h}
              fill="url(#team-chart-fill)"
            />
          );
        })}
      </svg>
      <figcaption className="team-chart__axis-labels tabular">
        <span>{t('team.releasePlan.chartStart')}</span>
        <span>{fmt.date(end)}</span>
      </figcaption>
    </figure>
  );
}
