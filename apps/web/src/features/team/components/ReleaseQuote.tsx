import type { DonateQuote } from '@xbond/shared/api/team';
import { Amount } from '@/components/ui/Amount/Amount';
import { Figures } from '@/components/ui/Figures/Figures';
import { useTranslation } from '@/lib/use-translation';
import { useTeamFormat } from '../format';
import { TEAM_TEST_IDS } from '../test-ids';
import { ReleaseChart } from './ReleaseChart';

/** What the chosen plan makes of the amount: donation, release, daily release, end, chart. */
export function ReleaseQuote({ quote }: { quote: DonateQuote }) {
  const { t } = useTranslation();
  const fmt = useTeamFormat();
  const id = TEAM_TEST_IDS.quoteFigure;
  const x = (v: string) => <Amount figure={fmt.amount(v)} unit="X" />;
  return (
    <div className="stack panel" data-testid={TEAM_TEST_IDS.quote}>
      <Figures
        items={[
          {
            label: t('team.releasePlan.donation'),
            value: x(quote.donation),
            testId: id('donation'),
          },
          {
            label: t('team.releasePlan.toRelease'),
            value: x(quote.release),
            testId: id('release'),
          },
          {
            label: t('team.releasePlan.dailyRelease'),
            value: quote.days === 0 ? t('team.releasePlan.atOnce') : x(quote.dailyRelease),
            testId: id('daily'),
          },
          {
            label: t('team.releasePlan.estimatedEnd'),
            value: fmt.time(quote.estimatedEnd),
            testId: id('end'),
          },
        ]}
      />
      <ReleaseChart days={quote.days} release={quote.release} end={quote.estimatedEnd} />
    </div>
  );
}
