/**
 * The FOMO prize pool (docs/trading.md): half of every swap fee, split
 * among hourly, weekly and monthly pools; each period ranks traders by swap volume in USDD and
 * its pool pays the top places. Amounts are decimal strings of USDD.
 */
export const PRIZE_PERIODS = ['hour', 'week', 'month'] as const;

export const PRIZE_STATUSES = ['claimable', 'claimed', 'expired'] as const;

export const PRIZE_WINNERS_MAX_PAGE_SIZE = 100;
