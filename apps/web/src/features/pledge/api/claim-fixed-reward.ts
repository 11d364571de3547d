import type { FixedOrder, OrderIdBody, pledgeRegularClaimRoute } from '@xbond/shared/api/pledge';
import { api } from '@/lib/api-client';

export const CLAIM_URL: (typeof pledgeRegularClaimRoute)['url'] = '/api/v2/pledge/regular/claim';

/** An order's released, unclaimed reward -> available. */
export const claimFixedReward = (body: OrderIdBody, idempotencyKey: string) =>
  api.post<FixedOrder>(CLAIM_URL, body, { headers: { 'Idempotency-Key': idempotencyKey } });
