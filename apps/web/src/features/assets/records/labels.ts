import type { RecordType } from '@xbond/shared/api/records';
import type en from '@/locales/en.json';

/** Record types and statuses with a translation; later features add theirs here. */
export const TYPE_LABELS = {
  deposit: 'records.types.deposit',
  deposit_assigned: 'records.types.deposit_assigned',
  withdraw: 'records.types.withdraw',
  withdraw_refund: 'records.types.withdraw_refund',
  stake: 'records.types.stake',
  unstake: 'records.types.unstake',
  reward: 'records.types.reward',
  fixed_stake: 'records.types.fixed_stake',
  claim: 'records.types.claim',
  maturity: 'records.types.maturity',
  repledge: 'records.types.repledge',
  insurance_premium: 'records.types.insurance_premium',
  insurance_payout: 'records.types.insurance_payout',
  bond_buy: 'records.types.bond_buy',
  bond_claim: 'records.types.bond_claim',
  flowbond_donate: 'records.types.flowbond_donate',
  flowbond_claim: 'records.types.flowbond_claim',
  flowbond_redeem: 'records.types.flowbond_redeem',
  swap: 'records.types.swap',
  swap_cancel: 'records.types.swap_cancel',
  turbo_activate: 'records.types.turbo_activate',
  turbo_release: 'records.types.turbo_release',
  turbo_claim: 'records.types.turbo_claim',
  prize: 'records.types.prize',
  bonus_withdraw: 'records.types.bonus_withdraw',
  burn: 'records.types.burn',
} as const satisfies Record<RecordType, string>;

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
export const isKnownType = (type: string): type is RecordType => Object.hasOwn(TYPE_LABELS, type);
const isKnownStatus = (status: string): status is KnownStatus =>
  Object.hasOwn(STATUS_LABELS, status);

/** The translation key of a record's status; null for a status without one (shown as is). */
export function statusLabel(type: string, status: string): StatusKey | null {
  if (!isKnownStatus(status)) return null;
  return (
    (isKnownType(type) ? TYPE_STATUS_LABELS[type]?.[status] : undefined) ?? STATUS_LABELS[status]
  );
}
