export const FIXED_ORDER_STATUSES = ['active', 'matured', 'repledged'] as const;

export const PLEDGE_LIST_MAX_PAGE_SIZE = 100;

/**
 * What a repledge takes from the order: its matured principal (taken back from available), its
 * claimable reward, or both (docs/pledge.md, `POST /api/v2/pledge/repledge`).
 */
export const REPLEDGE_PARTS = ['both', 'principal', 'reward'] as const;
