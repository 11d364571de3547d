import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type {
  FinancialDetail,
  FinancialDetailQuery,
  financialDetailRoute,
  RecordAccount,
  RecordType,
} from '@xbond/shared/api/records';
import type { Asset } from '@xbond/shared/assets';
import { api } from '@/lib/api-client';
import { nextPage } from '@/lib/paging';

export const FINANCIAL_DETAIL_URL: (typeof financialDetailRoute)['url'] =
  '/api/v2/user/financial_detail';

export const RECORDS_PAGE_SIZE = 20;

export const getRecords = (query: FinancialDetailQuery) =>
  api.get<FinancialDetail>(FINANCIAL_DETAIL_URL, { params: { ...query } });

export interface RecordFilter {
  asset?: Asset;
  type?: RecordType;
  account?: RecordAccount;
}

/** Pages of the user's records, newest first; the next page while fewer than `total` shown. */
export const recordsQueryOptions = (address: string, filter: RecordFilter) =>
  infiniteQueryOptions({
    queryKey: [
      'financial_detail',
      address.toLowerCase(),
      filter.asset ?? null,
      filter.type ?? null,
      filter.account ?? null,
    ] as const,
    queryFn: ({ pageParam }) =>
      getRecords({ page: pageParam, pageSize: RECORDS_PAGE_SIZE, ...filter }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useRecords = (address: string, filter: RecordFilter) =>
  useInfiniteQuery(recordsQueryOptions(address, filter));
