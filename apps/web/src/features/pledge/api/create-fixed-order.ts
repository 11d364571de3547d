import type {
  FixedCreateBody,
  FixedOrder,
  pledgeRegularCreateRoute,
} from '@xbond/shared/api/pledge';
import { keyedCall } from '@/lib/api-client';

export const CREATE_FIXED_URL: (typeof pledgeRegularCreateRoute)['url'] =
  '/api/v2/pledge/regular/create';

/** Available X -> a new fixed-term order of `days`. */
export const createFixedOrder = keyedCall<FixedCreateBody, FixedOrder>(CREATE_FIXED_URL);
