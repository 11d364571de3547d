import type { AmountBody, FlexibleChange, pledgeStakeRoute } from '@xbond/shared/api/pledge';
import { keyedCall } from '@/lib/api-client';

export const STAKE_URL: (typeof pledgeStakeRoute)['url'] = '/api/v2/pledge/current/stake';

/** Available X -> the flexible principal. The same key returns the first result. */
export const stakeFlexible = keyedCall<AmountBody, FlexibleChange>(STAKE_URL);
