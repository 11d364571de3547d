interface Page {
  items: unknown[];
  total: number;
  page: number;
}

/** The team lists' page size: a phone screen or two. */
export const TEAM_PAGE_SIZE = 10;

/** The next page of a team list while some are not shown yet. */
export function nextPage(last: Page, pages: Page[]): number | undefined {
  const shown = pages.reduce((n, p) => n + p.items.length, 0);
  return shown < last.total && last.items.length > 0 ? last.page + 1 : undefined;
}
