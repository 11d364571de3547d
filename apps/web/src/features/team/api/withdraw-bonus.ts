import type { BonusBalance, teamWithdrawRoute } from '@xbond/shared/api/team';
import { api } from '@/lib/api-client';

export const BONUS_WITHDRAW_URL: (typeof teamWithdrawRoute)['url'] = '/api/v2/team/withdraw';

/** Released bonus into available X. */
export const withdrawBonus = (body: { amount: string }, idempotencyKey: string) =>
  api.post<BonusBalance>(BONUS_WITHDRAW_URL, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
