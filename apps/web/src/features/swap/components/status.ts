import type { SwapStatus } from '@xbond/shared/api/swap';
import type { StatusTone } from '@/components/ui/StatusPill/StatusPill';

/** The swap statuses as the records name them (the spec's Completed and Pending Exchange). */
export const STATUS_LABELS = {
  completed: 'records.statuses.completed',
  pending: 'records.statuses.pendingExchange',
  cancelled: 'records.statuses.cancelled',
} as const satisfies Record<SwapStatus, string>;

export const STATUS_TONES: Record<SwapStatus, StatusTone | undefined> = {
  completed: 'success',
  pending: 'warning',
  cancelled: undefined,
};
