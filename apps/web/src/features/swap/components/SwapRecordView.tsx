import type { SwapAsset } from '@xbond/shared/api/swap';
import { typesParam } from '@xbond/shared/values/records';
import { ExportCsvButton } from '@/components/ui/ExportCsv/ExportCsvButton';
import { OrderList } from '@/components/ui/OrderList/OrderList';
import { PATHS } from '@/config/paths';
import { Link, useSearchParams } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { TEST_IDS } from '@/testing/test-ids';
import { useSwaps } from '../api/get-swaps';
import { useSwapBalances } from '../hooks';
import { SWAP_TEST_IDS as S } from '../test-ids';
import { STATUS_FILTERS, type StatusFilter, StatusTabs, statusOf } from './StatusTabs';
import { SwapCard } from './SwapCard';
import { useSettledRefresh } from './use-settled-refresh';

const LIST_IDS = {
  list: S.records,
  skeleton: S.recordsSkeleton,
  error: S.recordsError,
  count: S.recordsCount,
  loadMore: S.recordsLoadMore,
};

/** The status filter lives in the URL (`?status=pending`): a reload and a link keep it. */
function useStatusFilter(): [StatusFilter, (s: StatusFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = STATUS_FILTERS.find((s) => s === params.get('status')) ?? 'all';
  const set = (s: StatusFilter) => setParams(s === 'all' ? {} : { status: s }, { replace: true });
  return [filter, set];
}

/** The user's swaps, newest first, paged, by status; Pending Exchange ones can be cancelled. */
export function SwapRecordView({ address }: { address: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useStatusFilter();
  const query = useSwaps(address, statusOf(filter));
  useSettledRefresh(address, filter, query.data?.pages);
  const { balances } = useSwapBalances(address);
  const symbolOf = (asset: SwapAsset) => balances.find((b) => b.asset === asset)?.symbol ?? asset;
  return (
    <div className="stack stack--page">
      <StatusTabs value={filter} onChange={setFilter} />
      <ExportCsvButton query={{ types: typesParam('swap') }} testId={TEST_IDS.recordsExport} />
      <OrderList
        query={query}
        empty={{
          hint: filter === 'all' ? t('swap.record.emptyHint') : t('swap.record.emptyFilteredHint'),
          testId: S.recordsEmpty,
          action: (
            <Link to={PATHS.swap} className="button button--primary button-link">
              {t('swap.record.goSwap')}
            </Link>
          ),
        }}
        renderOrder={(swap) => (
          <SwapCard key={swap.id} swap={swap} address={address} symbolOf={symbolOf} />
        )}
        testIds={LIST_IDS}
        loadFailed={t('swap.record.loadFailed')}
      />
    </div>
  );
}
