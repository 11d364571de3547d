import type { DevTime, DevTimeBody, devTimeRoute } from '@xbond/shared/api/dev';
import { api } from '@/lib/api-client';
import { withServerTime } from '@/lib/server-clock';

export const DEV_TIME_URL: (typeof devTimeRoute)['url'] = '/api/v2/dev/time';

/**
 * Local demo only (404 elsewhere): moves the server's clock and the chain's time forward and
 * answers once every job that became due has run. The answer's time sets the server clock.
 */
export const advanceDevTime = (body: DevTimeBody) =>
  withServerTime(() => api.post<DevTime>(DEV_TIME_URL, body));
