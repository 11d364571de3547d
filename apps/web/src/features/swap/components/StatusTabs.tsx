import type { SwapStatus } from '@xbond/shared/api/swap';
import { useTranslation } from 'react-i18next';
import { SWAP_TEST_IDS as S } from '@/testing/swap-test-ids';
import { STATUS_LABELS } from './status';

/** The record's filter: every swap, or those of one status. */
export const STATUS_FILTERS = ['all', 'completed', 'pending', 'cancelled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function StatusTabs(props: { value: StatusFilter; onChange: (s: StatusFilter) => void }) {
  const { t } = useTranslation();
  const label = (s: StatusFilter) => (s === 'all' ? t('swap.record.all') : t(STATUS_LABELS[s]));
  return (
    <div className="pledge-tabs swap-tabs" role="tablist" aria-label={t('swap.record.filter')}>
      {STATUS_FILTERS.map((s) => (
        <button
          key={s}
          type="button"
          role="tab"
          aria-selected={s === props.value}
          className={`pledge-tabs__tab${s === props.value ? ' pledge-tabs__tab--on' : ''}`}
          data-testid={S.recordTab(s)}
          onClick={() => props.onChange(s)}
        >
          {label(s)}
        </button>
      ))}
    </div>
  );
}

/** The filter as the list query takes it. */
export const statusOf = (filter: StatusFilter): SwapStatus | undefined =>
  filter === 'all' ? undefined : filter;
