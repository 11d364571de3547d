import type { PrizePeriod } from '@xbond/shared/api/ranking';
import { useTranslation } from 'react-i18next';
import { PRIZE_TEST_IDS as P } from '@/testing/prize-test-ids';
import { PERIODS } from '../periods';

/** Hourly, weekly and monthly rankings. */
export function PeriodTabs(props: { period: PrizePeriod; onChange: (p: PrizePeriod) => void }) {
  const { t } = useTranslation();
  return (
    <div className="prize-tabs" role="tablist" aria-label={t('prize.tabsLabel')}>
      {PERIODS.map((key) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={props.period === key}
          className={`prize-tabs__tab${props.period === key ? ' prize-tabs__tab--on' : ''}`}
          data-testid={P.tab(key)}
          onClick={() => props.onChange(key)}
        >
          {t(`prize.tabs.${key}`)}
        </button>
      ))}
    </div>
  );
}
