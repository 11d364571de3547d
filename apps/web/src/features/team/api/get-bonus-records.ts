import { useInfiniteQuery } from '@tanstack/react-query';
import type { FinancialDetail, financialDetailRoute } from '@xbond/shared/api/records';
import { typesParam } from '@xbond/shared/values/records';
import { pagedQueryOptions } from '@/lib/paging';
import { TEAM_PAGE_SIZE } from './paging';

const FINANCIAL_DETAIL_URL: (typeof financialDetailRoute)['url'] = '/api/v2/user/financial_detail';

/**
 * The user's dynamic bonus movements: daily rewards into the locked bonus, release plans and
 * their donations, each day's release, withdrawals and burns (the records' team types).
 */
export const useBonusRecords = (address: string) =>
  useInfiniteQuery(
    pagedQueryOptions<FinancialDetail>(
      ['financial_detail', address.toLowerCase(), 'team'],
      FINANCIAL_DETAIL_URL,
      TEAM_PAGE_SIZE,
      { types: typesParam('team') },
    ),
  );
