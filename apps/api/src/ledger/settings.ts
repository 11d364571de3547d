/**
 * The settings of deposits, withdrawals and the chain watcher (docs/ledger.md),
 * read and validated with every other setting in config.ts.
 */
export interface MoneySettings {
  /** Blocks a deposit or claim needs, its own included (1 = mined). 12 in production. */
  depositConfirmations: number;
  /** How long a deposit order stays open. */
  depositOrderTtlMinutes: number;
  /** Smallest withdrawal, in whole units of the asset (a decimal string). */
  withdrawMin: string;
  /** Withdrawal fee in basis points of the amount (100 = 1%), to the treasury. */
  withdrawFeeBps: number;
  /** How long a withdrawal voucher can be redeemed, in chain time. */
  withdrawVoucherTtlHours: number;
  /** Pause between two chain watcher ticks. */
  watcherIntervalMs: number;
  /** Most blocks read by one log query (RPC providers cap eth_getLogs ranges). */
  watcherBlockRange: number;
  /** Moved from the treasury at the first start: X to the reward pool (whole units). */
  rewardPoolFunding: string;
  /** Moved from the treasury at the first start: USDD to the insurance pool (whole units). */
  insurancePoolFunding: string;
}
