import { useInfiniteQuery } from '@tanstack/react-query';
import type { TurboRecords, turboRecordsRoute } from '@xbond/shared/api/turbo';
import { pagedQueryOptions } from '@/lib/paging';

export const TURBO_RECORDS_URL: (typeof turboRecordsRoute)['url'] = '/api/v2/turbo/records';
export const TURBO_RECORDS_PAGE_SIZE = 20;

/** Pages of what moved the turbine, newest first. */
export const turboRecordsQueryOptions = (address: string) =>
  pagedQueryOptions<TurboRecords>(
    ['turbo_records', address.toLowerCase()],
    TURBO_RECORDS_URL,
    TURBO_RECORDS_PAGE_SIZE,
  );

export const useTurboRecords = (address: string) =>
  useInfiniteQuery(turboRecordsQueryOptions(address));
