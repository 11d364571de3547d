import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TEAM_TEST_IDS } from '@/testing/team-test-ids';
import { DirectsTab } from './DirectsTab';
import { DonationsTab } from './DonationsTab';
import { LegsTab } from './LegsTab';

const TABS = ['donations', 'directs', 'team'] as const;
type RecordTab = (typeof TABS)[number];

const isTab = (v: string | null): v is RecordTab => TABS.some((t) => t === v);

/** Donation records, direct referrals and the team by leg, as tabs kept in the URL. */
export function RecordView({ address }: { address: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: RecordTab = isTab(asked) ? asked : 'donations';
  return (
    <div className="team">
      <div className="team-tabs" role="tablist">
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={`team-tabs__tab${tab === key ? ' team-tabs__tab--on' : ''}`}
            data-testid={TEAM_TEST_IDS.recordTab(key)}
            onClick={() => setParams({ tab: key }, { replace: true })}
          >
            {t(`teamRecord.tabs.${key}`)}
          </button>
        ))}
      </div>
      {tab === 'donations' && <DonationsTab address={address} />}
      {tab === 'directs' && <DirectsTab address={address} />}
      {tab === 'team' && <LegsTab address={address} />}
    </div>
  );
}
