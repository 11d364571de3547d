import { useState } from 'react';
import { Amount } from '@/components/ui/Amount/Amount';
import { useTranslation } from '@/lib/use-translation';
import { type DonationScope, useDonations } from '../api/get-donations';
import { useTeamFormat } from '../format';
import { TEAM_TEST_IDS } from '../test-ids';
import { PagedList } from './PagedList';

const SCOPES: readonly DonationScope[] = ['mine', 'all'];

/** Release plan donations: the user's, or the whole network's (masked addresses). */
export function DonationsTab({ address }: { address: string }) {
  const { t } = useTranslation();
  const fmt = useTeamFormat();
  const [scope, setScope] = useState<DonationScope>('mine');
  const query = useDonations(address, scope);
  return (
    <>
      <fieldset className="team-choices">
        <legend className="visually-hidden">{t('team.record.scope')}</legend>
        <div className="team-choices__options team-choices__options--two">
          {SCOPES.map((s) => (
            <label
              key={s}
              className={`choice team-choice team-choice--compact${s === scope ? ' choice--on' : ''}`}
              data-testid={TEAM_TEST_IDS.recordScope(s)}
            >
              <input
                type="radio"
                name="donation-scope"
                className="visually-hidden"
                value={s}
                checked={s === scope}
                onChange={() => setScope(s)}
              />
              <span className="team-choice__title">{t(`team.record.scopes.${s}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <PagedList
        key={scope}
        query={query}
        loadFailed={t('team.record.loadFailed')}
        emptyHint={t('team.record.donationsEmpty')}
        render={(d) => (
          <li key={d.id} className="team-row" data-testid={TEAM_TEST_IDS.donation(d.id)}>
            <span className="tabular">{d.address}</span>
            <Amount figure={fmt.amount(d.donation)} unit="X" />
            <span className="team-row__meta tabular">{fmt.time(d.time)}</span>
            <span className="team-row__meta tabular">
              {t('team.record.ofAmount', { amount: fmt.amount(d.amount) })}
            </span>
          </li>
        )}
        testIds={{
          list: TEAM_TEST_IDS.recordList(`donations-${scope}`),
          skeleton: TEAM_TEST_IDS.recordSkeleton,
          empty: TEAM_TEST_IDS.recordEmpty,
          error: TEAM_TEST_IDS.recordError,
          count: TEAM_TEST_IDS.recordCount,
          loadMore: TEAM_TEST_IDS.recordLoadMore,
        }}
      />
    </>
  );
}
