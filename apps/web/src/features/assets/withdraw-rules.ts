/**
 * Withdrawal minimum and fee, as `system_info.withdraw` gives them (WITHDRAW_MIN,
 * WITHDRAW_FEE_BPS; docs/ledger.md). The preview follows the server's rule exactly; the
 * server still decides, and the withdrawal it returns (amount, fee, netAmount) is what the
 * progress shows.
 */

import { formatAmount, parseAmount } from '@xbond/shared/amount';
import type { SystemInfo } from '@xbond/shared/api/common';
import { useSession } from '@/features/session/store';

export type WithdrawRules = SystemInfo['withdraw'];

/** Null until system info is there (a session stored before it had these settings). */
export const useWithdrawRules = (): WithdrawRules | null =>
  useSession((s) => s.systemInfo?.withdraw ?? null);

export interface FeePreview {
  amount: string;
  fee: string;
  net: string;
}

/** The server's rule: fee = amount x bps / 10000, rounded up to a base unit. */
export function previewFee(amount: string, decimals: number, rules: WithdrawRules): FeePreview {
  const base = parseAmount(amount, decimals);
  const fee = (base * BigInt(rules.feeBps) + 9_999n) / 10_000n;
  return {
    amount: formatAmount(base, decimals),
    fee: formatAmount(fee, decimals),
    net: formatAmount(base - fee, decimals),
  };
}

/** '1' for 100 bps, '0.25' for 25. */
export const feePercent = (rules: WithdrawRules) => formatAmount(BigInt(rules.feeBps), 2);
