import type {
  DepositOrder,
  RechargeCreateBody,
  rechargeCreateRoute,
} from '@xbond/shared/api/deposit';
import { api } from '@/lib/api-client';

export const RECHARGE_CREATE_URL: (typeof rechargeCreateRoute)['url'] = '/api/v2/recharge/create';

/** A deposit order: what to transfer (token, amount, decimals) and to whom (the Vault). */
export const createDeposit = (body: RechargeCreateBody) =>
  api.post<DepositOrder>(RECHARGE_CREATE_URL, body);
