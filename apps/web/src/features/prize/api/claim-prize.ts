import type { Prize, PrizeClaimBody, prizeClaimRoute } from '@xbond/shared/api/prize';
import { api } from '@/lib/api-client';

export const PRIZE_CLAIM_URL: (typeof prizeClaimRoute)['url'] = '/api/v2/prize/claim';

/** One of the user's prizes to their available USDD. */
export const claimPrize = (body: PrizeClaimBody, idempotencyKey: string) =>
  api.post<Prize>(PRIZE_CLAIM_URL, body, { headers: { 'Idempotency-Key': idempotencyKey } });
