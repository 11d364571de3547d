import type { ReleaseBody, ReleasePlan, teamReleaseRoute } from '@xbond/shared/api/team';
import { keyedCall } from '@/lib/api-client';

export const RELEASE_URL: (typeof teamReleaseRoute)['url'] = '/api/v2/team/release';

/** Locked bonus into a plan; its donation goes to the reward pool. */
export const startRelease = keyedCall<ReleaseBody, ReleasePlan>(RELEASE_URL);
