import { queryOptions } from '@tanstack/react-query';
import type { SystemInfo, systemInfoRoute } from '@xbond/shared/api/common';
import type { Locale } from '@xbond/shared/locales';
import { api } from '@/lib/api-client';
import { withServerTime } from '@/lib/server-clock';

// The type ties this literal to the route's schema in packages/shared (a rename fails to compile).
export const SYSTEM_INFO_URL: (typeof systemInfoRoute)['url'] = '/api/v2/common/system_info';

/**
 * Public settings; `locale` overrides Accept-Language (the language popup fetches ahead).
 * Every answer also sets the server clock: `serverTime` is only true when it arrives, so the
 * copy kept in the user store is never read for time.
 */
export const getSystemInfo = (locale?: Locale) =>
  withServerTime(() => api.get<SystemInfo>(SYSTEM_INFO_URL, locale ? { locale } : undefined));

export const systemInfoQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['system_info', locale] as const,
    queryFn: () => getSystemInfo(locale),
  });
