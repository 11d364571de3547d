import type { PrizePeriod } from '@xbond/shared/api/prize';
import { Tabs } from '@/components/ui/Tabs/Tabs';
import { useTranslation } from '@/lib/use-translation';
import { PERIODS } from '../periods';
import { PRIZE_TEST_IDS as P } from '../test-ids';

/** Hourly, weekly and monthly rankings. */
export function PeriodTabs(props: { period: PrizePeriod; onChange: (p: PrizePeriod) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs
      tabs={PERIODS}
      value={props.period}
      onChange={props.onChange}
      label={(key) => t(`prize.tabs.${key}`)}
      testId={P.tab}
      ariaLabel={t('prize.tabsLabel')}
    />
  );
}
