import type { FixedOrder, pledgeRepledgeRoute, RepledgeBody } from '@xbond/shared/api/pledge';
import { keyedCall } from '@/lib/api-client';

export const REPLEDGE_URL: (typeof pledgeRepledgeRoute)['url'] = '/api/v2/pledge/repledge';

/** A matured order's principal (taken back from available) and unclaimed reward -> a new order. */
export const repledgeOrder = keyedCall<RepledgeBody, FixedOrder>(REPLEDGE_URL);
