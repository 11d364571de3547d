import { Type } from '@sinclair/typebox';
import { ANY_AMOUNT, POSITIVE } from '../config-ranges';
import { Amount, Int, partSettings } from '../setting-kit';

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

/** The environment variables of deposits, withdrawals, the chain watcher and the first start. */
export const MONEY_SETTINGS = partSettings({
  env: {
    // Default 1 on the local chain, 12 with CHAIN_RPC_URL.
    DEPOSIT_CONFIRMATIONS: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    DEPOSIT_ORDER_TTL_MINUTES: Int(1, 24 * 60, 30),
    WITHDRAW_MIN: Amount('10'),
    WITHDRAW_FEE_BPS: Int(0, 5000, 100),
    WITHDRAW_VOUCHER_TTL_HOURS: Int(1, 24 * 30, 24),
    WATCHER_INTERVAL_MS: Int(100, 600_000, 2000),
    WATCHER_BLOCK_RANGE: Int(1, 100_000, 1000),
    REWARD_POOL_FUNDING: Amount('100000'),
    INSURANCE_POOL_FUNDING: Amount('100000'),
  },
  amounts: {
    WITHDRAW_MIN: POSITIVE,
    REWARD_POOL_FUNDING: ANY_AMOUNT,
    INSURANCE_POOL_FUNDING: ANY_AMOUNT,
  },
  read: (s, { external }): MoneySettings => ({
    depositConfirmations: s.DEPOSIT_CONFIRMATIONS ?? (external ? 12 : 1),
    depositOrderTtlMinutes: s.DEPOSIT_ORDER_TTL_MINUTES,
    withdrawMin: s.WITHDRAW_MIN,
    withdrawFeeBps: s.WITHDRAW_FEE_BPS,
    withdrawVoucherTtlHours: s.WITHDRAW_VOUCHER_TTL_HOURS,
    watcherIntervalMs: s.WATCHER_INTERVAL_MS,
    watcherBlockRange: s.WATCHER_BLOCK_RANGE,
    rewardPoolFunding: s.REWARD_POOL_FUNDING,
    insurancePoolFunding: s.INSURANCE_POOL_FUNDING,
  }),
});
