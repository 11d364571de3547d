/**
 * The charts' histories (packages/shared/src/api/history.ts). A page holds at most this many
 * points: a month's pool by 6-hour steps (124) or a year of days fits in one or two.
 */
export const HISTORY_MAX_PAGE_SIZE = 400;

/** What a chart asks for: the staking and team charts show the last 30 days. */
export const HISTORY_CHART_DAYS = 30;

/**
 * The prize pool's history steps by period kind, in seconds: its changes inside a step are
 * added together, so a month is drawn by 124 points, not one per swap.
 */
export const POOL_STEP_SECONDS = { hour: 5 * 60, week: 60 * 60, month: 6 * 60 * 60 } as const;
