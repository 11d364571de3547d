import type { BonusBalance, teamWithdrawRoute } from '@xbond/shared/api/team';
import { keyedCall } from '@/lib/api-client';

export const BONUS_WITHDRAW_URL: (typeof teamWithdrawRoute)['url'] = '/api/v2/team/withdraw';

/** Released bonus into available X. */
export const withdrawBonus = keyedCall<{ amount: string }, BonusBalance>(BONUS_WITHDRAW_URL);
