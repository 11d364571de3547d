import type { AmountBody, FlexibleChange, pledgeUnstakeRoute } from '@xbond/shared/api/pledge';
import { keyedCall } from '@/lib/api-client';

export const UNSTAKE_URL: (typeof pledgeUnstakeRoute)['url'] = '/api/v2/pledge/current/unstake';

/** The flexible principal -> the user's turbine (pending X), not to available. */
export const unstakeFlexible = keyedCall<AmountBody, FlexibleChange>(UNSTAKE_URL);
