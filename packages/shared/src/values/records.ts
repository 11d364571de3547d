/**
 * The record types: the ledger's operation types that move a user's own accounts
 * (docs/ledger.md, "Reads"). The property test fails when an operation reaches a user's
 * account with a type missing here.
 */
export const RECORD_TYPES = [
  'deposit',
  // A deposit from an unregistered address, credited by an operator (docs/ledger.md, "Suspense").
  'deposit_assigned',
  'withdraw',
  'withdraw_refund',
  // The voucher claimed on chain: the held amount leaves pending_withdrawal.
  'withdraw_complete',
  // Staking (docs/pledge.md).
  'stake',
  'unstake',
  'reward',
  'fixed_stake',
  'claim',
  'maturity',
  'repledge',
  // A fixed order's reward released day by day into fixed_reward.
  'fixed_release',
  // Insurance (docs/insurance.md).
  'insurance_premium',
  'insurance_payout',
  // Reserve and liquidity bonds (docs/bonds.md).
  'bond_buy',
  'bond_claim',
  'flowbond_donate',
  'flowbond_claim',
  'flowbond_redeem',
  // What a rebase added to the user's reserve bonds.
  'bond_epoch',
  // Trading (docs/trading.md): a swap (its input leaving, and its output once filled), a
  // Pending Exchange swap's input returning when cancelled; the turbo; a prize claimed.
  'swap',
  'swap_cancel',
  'turbo_activate',
  'turbo_release',
  'turbo_claim',
  'prize',
  // Team and community (docs/team.md): released dynamic bonus withdrawn, burn tokens burned.
  // Daily direct and community rewards into the locked bonus, a release plan with its
  // donation, each day's release, the released bonus withdrawn, burn tokens burned.
  'team_reward',
  'bonus_donation',
  'bonus_release',
  'bonus_withdraw',
  'burn',
  // A transfer between two users (operator tooling and benchmarks).
  'transfer',
] as const;

/**
 * The accounts a user owns in the ledger (docs/ledger.md, "Accounts and postings"): each
 * record says which one it moved. A test holds it equal to the API's `USER_KINDS`, so a new
 * kind cannot be left out of the records or their filters.
 */
export const RECORD_ACCOUNTS = [
  'available',
  'pending_withdrawal',
  'flexible_principal',
  'fixed_principal',
  'fixed_reward',
  'turbo_pending',
  'bond_payout',
  'flowbond_payout',
  'turbo_claimable',
  'swap_held',
  'bonus_locked',
  'bonus_releasing',
  'bonus_released',
] as const;

export const RECORDS_MAX_PAGE_SIZE = 100;

/**
 * The record types each feature's record page lists and exports (the swap, bond and team
 * records), as the `types` filter of financial_detail and its export.
 */
export const RECORD_TYPE_GROUPS = {
  swap: ['swap', 'swap_cancel', 'turbo_release'],
  reserveBond: ['bond_buy', 'bond_epoch', 'bond_claim'],
  liquidityBond: ['flowbond_donate', 'flowbond_claim', 'flowbond_redeem'],
  team: ['team_reward', 'bonus_donation', 'bonus_release', 'bonus_withdraw', 'burn'],
} as const satisfies Record<string, readonly (typeof RECORD_TYPES)[number][]>;

/** A group as the `types` query parameter. */
export const typesParam = (group: keyof typeof RECORD_TYPE_GROUPS) =>
  RECORD_TYPE_GROUPS[group].join(',');
