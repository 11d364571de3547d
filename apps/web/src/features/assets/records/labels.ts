import type { RecordType } from '@xbond/shared/api/records';

/** Record types and statuses with a translation; later features add theirs here. */
export const TYPE_LABELS = {
  deposit: 'records.types.deposit',
  withdraw: 'records.types.withdraw',
  withdraw_refund: 'records.types.withdraw_refund',
} as const satisfies Record<RecordType, string>;

/**
 * The record types, in the shared order. Taken from the labels, not from `RECORD_TYPES`: that
 * module builds TypeBox schemas at load, which would put TypeBox in the page's chunk. The
 * `satisfies` above keeps the two the same set (no missing key, no extra one).
 */
export const RECORD_TYPE_LIST = Object.keys(TYPE_LABELS).filter(
  (type): type is RecordType => type in TYPE_LABELS,
);

export const STATUS_LABELS = {
  completed: 'records.statuses.completed',
  pending: 'records.statuses.pending',
  refunded: 'records.statuses.refunded',
} as const;

export type KnownStatus = keyof typeof STATUS_LABELS;

export const isKnownType = (type: string): type is RecordType => type in TYPE_LABELS;
export const isKnownStatus = (status: string): status is KnownStatus => status in STATUS_LABELS;
