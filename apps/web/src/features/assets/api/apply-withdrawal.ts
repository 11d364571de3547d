import type {
  WithdrawApplyBody,
  Withdrawal,
  withdrawApplyRoute,
} from '@xbond/shared/api/withdrawal';
import { keyedCall } from '@/lib/api-client';

export const WITHDRAW_APPLY_URL: (typeof withdrawApplyRoute)['url'] = '/api/v2/withdraw/apply';

/**
 * Reserves the amount and returns the signed voucher. The same `idempotencyKey` returns the
 * same withdrawal, so a retry after a lost answer never withdraws twice (docs/ledger.md,
 * "Principles").
 */
export const applyWithdrawal = keyedCall<WithdrawApplyBody, Withdrawal>(WITHDRAW_APPLY_URL);
