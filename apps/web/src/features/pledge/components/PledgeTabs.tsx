import { useTranslation } from 'react-i18next';
import { PLEDGE_TEST_IDS } from '@/testing/pledge-test-ids';

export const PLEDGE_TABS = ['current', 'regular'] as const;
export type PledgeTab = (typeof PLEDGE_TABS)[number];

/** Current (flexible) and regular (fixed-term) pledge. */
export function PledgeTabs({
  tab,
  onChange,
}: {
  tab: PledgeTab;
  onChange: (tab: PledgeTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="pledge-tabs" role="tablist">
      {PLEDGE_TABS.map((key) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={tab === key}
          className={`pledge-tabs__tab${tab === key ? ' pledge-tabs__tab--on' : ''}`}
          data-testid={PLEDGE_TEST_IDS.tab(key)}
          onClick={() => onChange(key)}
        >
          {t(`pledge.tabs.${key}`)}
        </button>
      ))}
    </div>
  );
}
