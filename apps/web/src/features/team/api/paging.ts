/** The team lists' page size: a phone screen or two. */
export const TEAM_PAGE_SIZE = 10;
