import type { SwapStatus } from '@xbond/shared/api/swap';
import { Tabs } from '@/components/ui/Tabs/Tabs';
import { useTranslation } from '@/lib/use-translation';
import { SWAP_TEST_IDS as S } from '../test-ids';
import { STATUS_LABELS } from './status';

/** The record's filter: every swap, or those of one status. */
export const STATUS_FILTERS = ['all', 'completed', 'pending', 'cancelled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function StatusTabs(props: { value: StatusFilter; onChange: (s: StatusFilter) => void }) {
  const { t } = useTranslation();
  const label = (s: StatusFilter) => (s === 'all' ? t('swap.record.all') : t(STATUS_LABELS[s]));
  return (
    <Tabs
      tabs={STATUS_FILTERS}
      value={props.value}
      onChange={props.onChange}
      label={label}
      testId={S.recordTab}
      ariaLabel={t('swap.record.filter')}
      compact
    />
  );
}

/** The filter as the list query takes it. */
export const statusOf = (filter: StatusFilter): SwapStatus | undefined =>
  filter === 'all' ? undefined : filter;
