import { useInfiniteQuery } from '@tanstack/react-query';
import type {
  FinancialDetail,
  financialDetailRoute,
  RecordAccount,
  RecordType,
} from '@xbond/shared/api/records';
import type { Asset } from '@xbond/shared/assets';
import { pagedQueryOptions } from '@/lib/paging';

export const FINANCIAL_DETAIL_URL: (typeof financialDetailRoute)['url'] =
  '/api/v2/user/financial_detail';

export const RECORDS_PAGE_SIZE = 20;

export interface RecordFilter {
  asset?: Asset;
  type?: RecordType;
  account?: RecordAccount;
}

/** Pages of the user's records, newest first; the next page while fewer than `total` shown. */
export const recordsQueryOptions = (address: string, filter: RecordFilter) =>
  pagedQueryOptions<FinancialDetail>(
    [
      'financial_detail',
      address.toLowerCase(),
      filter.asset ?? null,
      filter.type ?? null,
      filter.account ?? null,
    ],
    FINANCIAL_DETAIL_URL,
    RECORDS_PAGE_SIZE,
    { ...filter },
  );

export const useRecords = (address: string, filter: RecordFilter) =>
  useInfiniteQuery(recordsQueryOptions(address, filter));
