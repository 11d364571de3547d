import type {
  FixedCreateBody,
  FixedOrder,
  pledgeRegularCreateRoute,
} from '@xbond/shared/api/pledge';
import { api } from '@/lib/api-client';

export const CREATE_FIXED_URL: (typeof pledgeRegularCreateRoute)['url'] =
  '/api/v2/pledge/regular/create';

/** Available X -> a new fixed-term order of `days`. */
export const createFixedOrder = (body: FixedCreateBody, idempotencyKey: string) =>
  api.post<FixedOrder>(CREATE_FIXED_URL, body, { headers: { 'Idempotency-Key': idempotencyKey } });
