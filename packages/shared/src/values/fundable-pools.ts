/** The pools an operator may fund from the treasury (a prize pot per period): docs/operations.md. */
export const FUNDABLE_POOLS = [
  'reward_pool',
  'insurance_pool',
  'prize_hour',
  'prize_week',
  'prize_month',
] as const;
export type FundablePool = (typeof FUNDABLE_POOLS)[number];
