import type { TurboInfo, turboActivateRoute } from '@xbond/shared/api/turbo';
import { api } from '@/lib/api-client';

export const TURBO_ACTIVATE_URL: (typeof turboActivateRoute)['url'] = '/api/v2/turbo/activate';

/** Activates the vortex: its fee, once, from available USDD to the treasury. */
export const activateVortex = (_body: object, idempotencyKey: string) =>
  api.post<TurboInfo>(TURBO_ACTIVATE_URL, undefined, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
