import type { TurboClaimBody, TurboInfo, turboClaimRoute } from '@xbond/shared/api/turbo';
import { api } from '@/lib/api-client';

export const TURBO_CLAIM_URL: (typeof turboClaimRoute)['url'] = '/api/v2/turbo/claim';

/** Moves claimable X to the available balance. */
export const claimTurbine = (body: TurboClaimBody, idempotencyKey: string) =>
  api.post<TurboInfo>(TURBO_CLAIM_URL, body, { headers: { 'Idempotency-Key': idempotencyKey } });
