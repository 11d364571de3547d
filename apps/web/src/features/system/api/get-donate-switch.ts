import { queryOptions } from '@tanstack/react-query';
import type { DonateSwitch, donateSwitchRoute } from '@xbond/shared/api/common';
import { api } from '@/lib/api-client';

export const DONATE_SWITCH_URL: (typeof donateSwitchRoute)['url'] = '/api/v2/common/donate_switch';

export const getDonateSwitch = () => api.get<DonateSwitch>(DONATE_SWITCH_URL);

export const donateSwitchQueryOptions = () =>
  queryOptions({ queryKey: ['donate_switch'] as const, queryFn: getDonateSwitch });
