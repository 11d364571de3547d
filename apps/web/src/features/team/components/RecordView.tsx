import { Tabs } from '@/components/ui/Tabs/Tabs';
import { useSearchParams } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { TEAM_TEST_IDS } from '../test-ids';
import { BonusTab } from './BonusTab';
import { DirectsTab } from './DirectsTab';
import { DonationsTab } from './DonationsTab';
import { LegsTab } from './LegsTab';

const TABS = ['donations', 'bonus', 'directs', 'team'] as const;
type RecordTab = (typeof TABS)[number];

const isTab = (v: string | null): v is RecordTab => TABS.some((t) => t === v);

/**
 * Donation records, the dynamic bonus's movements, direct referrals and the team by leg, as
 * tabs kept in the URL.
 */
export function RecordView({ address }: { address: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: RecordTab = isTab(asked) ? asked : 'donations';
  return (
    <div className="stack stack--page">
      <Tabs
        tabs={TABS}
        value={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        label={(key) => t(`team.record.tabs.${key}`)}
        testId={TEAM_TEST_IDS.recordTab}
        // Four tabs side by side at 390 px: the compact size keeps their words whole.
        compact
      />
      {tab === 'donations' && <DonationsTab address={address} />}
      {tab === 'bonus' && <BonusTab address={address} />}
      {tab === 'directs' && <DirectsTab address={address} />}
      {tab === 'team' && <LegsTab address={address} />}
    </div>
  );
}
