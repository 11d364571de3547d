import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TurboRecords, turboRecordsRoute } from '@xbond/shared/api/turbo';
import { api } from '@/lib/api-client';
import { nextPage } from '@/lib/paging';

export const TURBO_RECORDS_URL: (typeof turboRecordsRoute)['url'] = '/api/v2/turbo/records';
export const TURBO_RECORDS_PAGE_SIZE = 20;

/** Pages of what moved the turbine, newest first. */
export const turboRecordsQueryOptions = (address: string) =>
  infiniteQueryOptions({
    queryKey: ['turbo_records', address.toLowerCase()] as const,
    queryFn: ({ pageParam }) =>
      api.get<TurboRecords>(TURBO_RECORDS_URL, {
        params: { page: pageParam, pageSize: TURBO_RECORDS_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useTurboRecords = (address: string) =>
  useInfiniteQuery(turboRecordsQueryOptions(address));
