import type {
  WithdrawCallbackBody,
  WithdrawCallbackResult,
  withdrawCallbackRoute,
} from '@xbond/shared/api/withdrawal';
import { api } from '@/lib/api-client';

export const WITHDRAW_CALLBACK_URL: (typeof withdrawCallbackRoute)['url'] =
  '/api/v2/withdraw/callback';

/** Reports the claim transaction; 'confirming' until deep enough, then 'completed'. */
export const withdrawCallback = (body: WithdrawCallbackBody) =>
  api.post<WithdrawCallbackResult>(WITHDRAW_CALLBACK_URL, body);
