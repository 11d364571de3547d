import type { ReleaseBody, ReleasePlan, teamReleaseRoute } from '@xbond/shared/api/team';
import { api } from '@/lib/api-client';

export const RELEASE_URL: (typeof teamReleaseRoute)['url'] = '/api/v2/team/release';

/** Locked bonus into a plan; its donation goes to the reward pool. */
export const startRelease = (body: ReleaseBody, idempotencyKey: string) =>
  api.post<ReleasePlan>(RELEASE_URL, body, { headers: { 'Idempotency-Key': idempotencyKey } });
