/** The most fraction digits of a bond price, shown and accepted as `maxPrice`. */
export const BOND_PRICE_DECIMALS = 18;

export const BOND_STATUSES = ['vesting', 'vested'] as const;

export const BOND_LIST_MAX_PAGE_SIZE = 100;

export const FLOW_BOND_STATUSES = ['active', 'completed', 'redeemed'] as const;

export const DONATION_SCOPES = ['mine', 'all'] as const;
