import { useQuery } from '@tanstack/react-query';
import type { DonateQuote, getDonateNumRoute } from '@xbond/shared/api/team';
import { api } from '@/lib/api-client';

export const DONATE_NUM_URL: (typeof getDonateNumRoute)['url'] = '/api/v2/common/get_donate_num';

/** The refusals a quote meets (errors.ts: unknown plan, donations off): shown in place. */
const QUOTE_REFUSALS = [2501, 2502] as const;

/**
 * What `scheme` makes of `amount` (null: nothing to ask yet). A quote is never served from an
 * old answer (its end date moves with the clock) and a refusal is not retried.
 */
export const useDonateNum = (scheme: string, amount: string | null) =>
  useQuery({
    queryKey: ['get_donate_num', scheme, amount] as const,
    queryFn: () =>
      api.get<DonateQuote>(DONATE_NUM_URL, {
        params: { scheme, amount },
        silentCodes: QUOTE_REFUSALS,
      }),
    enabled: amount !== null,
    staleTime: 0,
    retry: false,
  });
