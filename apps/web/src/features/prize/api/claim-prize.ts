import type { Prize, PrizeClaimBody, prizeClaimRoute } from '@xbond/shared/api/prize';
import { keyedCall } from '@/lib/api-client';

export const PRIZE_CLAIM_URL: (typeof prizeClaimRoute)['url'] = '/api/v2/prize/claim';

/** One of the user's prizes to their available USDD. */
export const claimPrize = keyedCall<PrizeClaimBody, Prize>(PRIZE_CLAIM_URL);
