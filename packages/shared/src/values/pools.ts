/** The funded system accounts whose balances are public (business-rules section 1). */
export const POOLS = ['treasury', 'reward_pool', 'insurance_pool', 'prize_pool'] as const;
