import type { RecordAccount, RecordType } from '@xbond/shared/api/records';
import type { Locale } from '@xbond/shared/locales';
import { RECORD_ACCOUNT_LABELS } from '@xbond/shared/values/record-accounts';
import { RECORD_TYPE_LABELS } from '@xbond/shared/values/record-labels';
import type en from '@/locales/shell/en.json';

/**
 * Record types and accounts are named by the shared tables, the same text the server writes
 * into the CSV export; statuses by the locale files.
 */
export const typeLabel = (type: string, locale: Locale): string =>
  isKnownType(type) ? RECORD_TYPE_LABELS[type][locale] : type;

export const accountLabel = (account: RecordAccount, locale: Locale): string =>
  RECORD_ACCOUNT_LABELS[account][locale];

type StatusKey = `records.statuses.${keyof (typeof en)['records']['statuses']}`;

const STATUS_LABELS = {
  completed: 'records.statuses.completed',
  pending: 'records.statuses.pending',
  refunded: 'records.statuses.refunded',
  cancelled: 'records.statuses.cancelled',
} as const satisfies Record<string, StatusKey>;

type KnownStatus = keyof typeof STATUS_LABELS;

/**
 * Statuses that read differently for one type: a withdrawal is refunded only when its voucher
 * expired unclaimed, so it says both; a swap waiting for inventory is the spec's Pending
 * Exchange.
 */
const TYPE_STATUS_LABELS: { [T in RecordType]?: { [S in KnownStatus]?: StatusKey } } = {
  withdraw: { refunded: 'records.statuses.expiredRefunded' },
  swap: { pending: 'records.statuses.pendingExchange' },
};

// Own keys only: 'constructor' is `in` every object.
export const isKnownType = (type: string): type is RecordType =>
  Object.hasOwn(RECORD_TYPE_LABELS, type);
const isKnownStatus = (status: string): status is KnownStatus =>
  Object.hasOwn(STATUS_LABELS, status);

/** The translation key of a record's status; null for a status without one (shown as is). */
export function statusLabel(type: string, status: string): StatusKey | null {
  if (!isKnownStatus(status)) return null;
  return (
    (isKnownType(type) ? TYPE_STATUS_LABELS[type]?.[status] : undefined) ?? STATUS_LABELS[status]
  );
}
