import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  InsuranceQuote,
  InsuranceQuoteQuery,
  insuranceQuoteRoute,
} from '@xbond/shared/api/insurance';
import { api } from '@/lib/api-client';

export const INSURANCE_QUOTE_URL: (typeof insuranceQuoteRoute)['url'] = '/api/v2/insurance/quote';

/**
 * The refusals a quote can meet while the user types (errors.ts: priceStale, order not
 * active, already insured, amount too high or too low): the sheet shows them in place, so the
 * client does not also toast them at every keystroke.
 */
const QUOTE_REFUSALS = [2111, 2122, 2123, 2124, 2125] as const;

export const getInsuranceQuote = (query: InsuranceQuoteQuery) =>
  api.get<InsuranceQuote>(INSURANCE_QUOTE_URL, {
    params: { ...query },
    silentCodes: QUOTE_REFUSALS,
  });

/** The premium for the typed terms; null `query` (nothing valid typed yet) asks nothing. */
export const useInsuranceQuote = (query: InsuranceQuoteQuery | null) =>
  useQuery({
    queryKey: ['insurance_quote', query] as const,
    queryFn: () => getInsuranceQuote(query as InsuranceQuoteQuery),
    enabled: query !== null,
    // A quote is a price: never served from an old answer, and not retried on a refusal.
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
