import { queryOptions } from '@tanstack/react-query';
import type {
  AdminSettings,
  AdminSettingsBody,
  AdminSwitchBody,
  AdminSwitches,
  adminSettingsRoute,
  adminSwitchesRoute,
} from '@xbond/shared/api/switches';
import { api, keyedCall } from '@/lib/api-client';

export const ADMIN_SWITCHES_URL: (typeof adminSwitchesRoute)['url'] = '/api/v2/admin/switches';
export const ADMIN_SETTINGS_URL: (typeof adminSettingsRoute)['url'] = '/api/v2/admin/settings';

export const adminSwitchesQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['admin', 'switches', address] as const,
    queryFn: ({ signal }) => api.get<AdminSwitches>(ADMIN_SWITCHES_URL, { signal }),
    retry: false,
  });

export const adminSettingsQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['admin', 'settings', address] as const,
    queryFn: ({ signal }) => api.get<AdminSettings>(ADMIN_SETTINGS_URL, { signal }),
    retry: false,
  });

export const putSwitch = keyedCall<AdminSwitchBody, AdminSwitches>(ADMIN_SWITCHES_URL, 'put');

export const putSettings = keyedCall<AdminSettingsBody, AdminSettings>(ADMIN_SETTINGS_URL, 'put');
