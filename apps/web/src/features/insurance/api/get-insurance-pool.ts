import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  InsurancePool,
  InsuranceSummary,
  insurancePoolRoute,
  insuranceSummaryRoute,
} from '@xbond/shared/api/insurance';
import { api } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paging';

export const INSURANCE_POOL_URL: (typeof insurancePoolRoute)['url'] = '/api/v2/insurance/pool';

export const INSURANCE_PAGE_SIZE = 10;

/**
 * The pool's figures and pages of the user's policies, newest first. The key starts like the
 * one the pledge flows read again after insuring (['insurance_pool', owner]).
 */
export const insurancePoolQueryOptions = (address: string) =>
  pagedQueryOptions<InsurancePool>(
    ['insurance_pool', address.toLowerCase()],
    INSURANCE_POOL_URL,
    INSURANCE_PAGE_SIZE,
  );

export const useInsurancePool = (address: string) =>
  useInfiniteQuery(insurancePoolQueryOptions(address));

export const INSURANCE_SUMMARY_URL: (typeof insuranceSummaryRoute)['url'] =
  '/api/v2/insurance/summary';

/** The pool per currency and the policies in force, public: what a visitor reads. */
export const useInsuranceSummary = () =>
  useQuery({
    queryKey: ['insurance_summary'] as const,
    queryFn: () => api.get<InsuranceSummary>(INSURANCE_SUMMARY_URL),
  });
