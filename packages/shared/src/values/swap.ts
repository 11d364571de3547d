/**
 * Flash swap among X, USDD and TNB (docs/trading.md): priced from the
 * pairs' reserves on chain, filled from the treasury's inventory, or queued as Pending
 * Exchange until inventory arrives. Amounts are decimal strings; rates are basis points.
 */
export const SWAP_ASSETS = ['X', 'USDD', 'TNB'] as const;

/** 'pending' is the spec's Pending Exchange. */
export const SWAP_STATUSES = ['completed', 'pending', 'cancelled'] as const;

export const SWAP_LIST_MAX_PAGE_SIZE = 100;
