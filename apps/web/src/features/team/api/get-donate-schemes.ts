import { useQuery } from '@tanstack/react-query';
import type { DonateSchemeList, donateSchemeRoute } from '@xbond/shared/api/team';
import { api } from '@/lib/api-client';

export const DONATE_SCHEME_URL: (typeof donateSchemeRoute)['url'] = '/api/v2/common/donate_scheme';

/** The release plans, each with whether the donate switch lets it run. */
export const useDonateSchemes = () =>
  useQuery({
    queryKey: ['donate_scheme'] as const,
    queryFn: () => api.get<DonateSchemeList>(DONATE_SCHEME_URL),
  });
