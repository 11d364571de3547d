import type { BurnBody, BurnResult, teamBurnRoute } from '@xbond/shared/api/team';
import { keyedCall } from '@/lib/api-client';

export const BURN_URL: (typeof teamBurnRoute)['url'] = '/api/v2/team/burn';

/** Burns tokens equal to the staked principal: community rewards re-open for another multiple. */
export const burn = keyedCall<BurnBody, BurnResult>(BURN_URL);
