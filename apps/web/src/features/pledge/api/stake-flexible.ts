import type { AmountBody, FlexibleChange, pledgeStakeRoute } from '@xbond/shared/api/pledge';
import { api } from '@/lib/api-client';

export const STAKE_URL: (typeof pledgeStakeRoute)['url'] = '/api/v2/pledge/current/stake';

/** Available X -> the flexible principal. The same key returns the first result. */
export const stakeFlexible = (body: AmountBody, idempotencyKey: string) =>
  api.post<FlexibleChange>(STAKE_URL, body, { headers: { 'Idempotency-Key': idempotencyKey } });
