import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FinancialDetail, financialDetailRoute } from '@xbond/shared/api/records';
import { typesParam } from '@xbond/shared/values/records';
import { api } from '@/lib/api-client';
import { nextPage } from '@/lib/paging';
import { TEAM_PAGE_SIZE } from './paging';

const FINANCIAL_DETAIL_URL: (typeof financialDetailRoute)['url'] = '/api/v2/user/financial_detail';

/**
 * The user's dynamic bonus movements: daily rewards into the locked bonus, release plans and
 * their donations, each day's release, withdrawals and burns (the records' team types).
 */
export const useBonusRecords = (address: string) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['financial_detail', address.toLowerCase(), 'team'] as const,
      queryFn: ({ pageParam }) =>
        api.get<FinancialDetail>(FINANCIAL_DETAIL_URL, {
          params: { types: typesParam('team'), page: pageParam, pageSize: TEAM_PAGE_SIZE },
        }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
