import type {
  RechargeCallbackBody,
  RechargeCallbackResult,
  rechargeCallbackRoute,
} from '@xbond/shared/api/deposit';
import { api } from '@/lib/api-client';

export const RECHARGE_CALLBACK_URL: (typeof rechargeCallbackRoute)['url'] =
  '/api/v2/recharge/callback';

/** Reports the transfer; 'confirming' until DEPOSIT_CONFIRMATIONS deep, then 'credited'. */
export const depositCallback = (body: RechargeCallbackBody) =>
  api.post<RechargeCallbackResult>(RECHARGE_CALLBACK_URL, body);
