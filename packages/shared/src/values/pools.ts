/** The funded system accounts whose balances are public (docs/ledger.md, "Assets"). */
export const POOLS = ['treasury', 'reward_pool', 'insurance_pool', 'prize_pool'] as const;
