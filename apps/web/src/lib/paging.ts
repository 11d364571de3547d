import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, type RequestOptions } from './api-client';

interface Page {
  items: unknown[];
  total: number;
  page: number;
}

/** The next page of a paged list (TanStack getNextPageParam) while some are not shown yet. */
export function nextPage(last: Page, pages: Page[]): number | undefined {
  const shown = pages.reduce((n, p) => n + p.items.length, 0);
  return shown < last.total && last.items.length > 0 ? last.page + 1 : undefined;
}

/**
 * A paged list's query: `url`'s pages of `pageSize` from the first, with the list's own
 * `params` (a filter, a scope), the next page while some are not shown yet.
 */
export const pagedQueryOptions = <T extends Page>(
  queryKey: readonly unknown[],
  url: string,
  pageSize: number,
  params: RequestOptions['params'] = {},
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) =>
      api.get<T>(url, { params: { ...params, page: pageParam, pageSize } }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
