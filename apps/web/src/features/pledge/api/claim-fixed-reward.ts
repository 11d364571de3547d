import type { FixedOrder, OrderIdBody, pledgeRegularClaimRoute } from '@xbond/shared/api/pledge';
import { keyedCall } from '@/lib/api-client';

export const CLAIM_URL: (typeof pledgeRegularClaimRoute)['url'] = '/api/v2/pledge/regular/claim';

/** An order's released, unclaimed reward -> available. */
export const claimFixedReward = keyedCall<OrderIdBody, FixedOrder>(CLAIM_URL);
