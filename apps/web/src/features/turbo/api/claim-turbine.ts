import type { TurboClaimBody, TurboInfo, turboClaimRoute } from '@xbond/shared/api/turbo';
import { keyedCall } from '@/lib/api-client';

export const TURBO_CLAIM_URL: (typeof turboClaimRoute)['url'] = '/api/v2/turbo/claim';

/** Moves claimable X to the available balance. */
export const claimTurbine = keyedCall<TurboClaimBody, TurboInfo>(TURBO_CLAIM_URL);
