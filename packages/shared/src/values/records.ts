/** The record types so far (docs/ledger.md, "Reads"); later features add theirs here. */
export const RECORD_TYPES = [
  'deposit',
  // A deposit from an unregistered address, credited by an operator (docs/ledger.md, "Suspense").
  'deposit_assigned',
  'withdraw',
  'withdraw_refund',
  // Staking (docs/pledge.md).
  'stake',
  'unstake',
  'reward',
  'fixed_stake',
  'claim',
  'maturity',
  'repledge',
  // Insurance (docs/insurance.md).
  'insurance_premium',
  'insurance_payout',
  // Reserve and liquidity bonds (docs/bonds.md).
  'bond_buy',
  'bond_claim',
  'flowbond_donate',
  'flowbond_claim',
  'flowbond_redeem',
  // Trading (docs/trading.md): a swap (its input leaving, and its output once filled), a
  // Pending Exchange swap's input returning when cancelled; the turbo; a prize claimed.
  'swap',
  'swap_cancel',
  'turbo_activate',
  'turbo_release',
  'turbo_claim',
  'prize',
  // Team and community (docs/team.md): released dynamic bonus withdrawn, burn tokens burned.
  'bonus_withdraw',
  'burn',
] as const;

export const RECORDS_MAX_PAGE_SIZE = 100;
