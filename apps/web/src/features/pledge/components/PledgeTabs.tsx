import { Tabs } from '@/components/ui/Tabs/Tabs';
import { useTranslation } from '@/lib/use-translation';
import { PLEDGE_TEST_IDS } from '../test-ids';

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
    <Tabs
      tabs={PLEDGE_TABS}
      value={tab}
      onChange={onChange}
      label={(key) => t(`pledge.tabs.${key}`)}
      testId={PLEDGE_TEST_IDS.tab}
    />
  );
}
