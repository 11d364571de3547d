import { formatDate } from '@xbond/shared/time';
import { typesParam } from '@xbond/shared/values/records';
import { useState } from 'react';
import { Amount } from '@/components/ui/Amount/Amount';
import { ChoicePicker } from '@/components/ui/ChoicePicker/ChoicePicker';
import { ExportCsvButton } from '@/components/ui/ExportCsv/ExportCsvButton';
import { EmptyState, LoadError, PagedFooter } from '@/components/ui/ListStates/ListStates';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { TEST_IDS } from '@/testing/test-ids';
import { type DonationScope, useDonationRecords } from '../api/liquidity-bond';
import { LIQUIDITY_BOND_TEST_IDS } from '../test-ids';

/** Donation records, the user's or the network's; the server masks the addresses. */
export function DonationRecords({ address }: { address: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [scope, setScope] = useState<DonationScope>('mine');
  const query = useDonationRecords(address, scope);
  const records = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  let body: React.ReactNode;
  if (query.isPending) body = <span className="skeleton skeleton--line" />;
  else if (query.isError) {
    body = (
      <LoadError
        message={t('liquidityBond.recordsFailed')}
        onRetry={() => void query.refetch()}
        testId={LIQUIDITY_BOND_TEST_IDS.recordsError}
      />
    );
  } else if (records.length === 0) {
    body = (
      <EmptyState
        hint={t('liquidityBond.recordsEmpty')}
        testId={LIQUIDITY_BOND_TEST_IDS.recordsEmpty}
      />
    );
  } else {
    body = (
      <>
        <ul className="card" data-testid={LIQUIDITY_BOND_TEST_IDS.records(scope)}>
          {records.map((r) => (
            <li
              key={r.id}
              className="bond-record"
              data-testid={LIQUIDITY_BOND_TEST_IDS.record(r.id)}
            >
              <span className="tabular">{r.address}</span>
              <Amount figure={fmt.amount(r.amount)} unit="LP" />
              <span className="bond-record__meta tabular">{formatDate(r.time)}</span>
              <span className="bond-record__meta">
                {t('common.days', { days: r.days })} · {t(`liquidityBond.status.${r.status}`)}
              </span>
            </li>
          ))}
        </ul>
        <PagedFooter
          shown={records.length}
          total={total}
          query={query}
          testIds={{ loadMore: LIQUIDITY_BOND_TEST_IDS.recordsLoadMore }}
        />
      </>
    );
  }
  return (
    <section className="stack" aria-label={t('liquidityBond.records')}>
      <header className="spread spread--baseline">
        <h2 className="screen-section__title">{t('liquidityBond.records')}</h2>
      </header>
      <ChoicePicker
        legend={t('liquidityBond.recordsScope')}
        name="donation-scope"
        choices={[
          {
            value: 'mine',
            label: t('liquidityBond.scopeMine'),
            testId: LIQUIDITY_BOND_TEST_IDS.recordsTab('mine'),
          },
          {
            value: 'all',
            label: t('liquidityBond.scopeAll'),
            testId: LIQUIDITY_BOND_TEST_IDS.recordsTab('all'),
          },
        ]}
        value={scope}
        onChange={setScope}
      />
      {body}
      {scope === 'mine' && (
        <ExportCsvButton
          query={{ types: typesParam('liquidityBond') }}
          testId={TEST_IDS.recordsExport}
        />
      )}
    </section>
  );
}
