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
