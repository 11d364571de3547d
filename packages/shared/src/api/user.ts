import { type Static, Type } from '@sinclair/typebox';
import { DepositOrder } from './deposit';
import { AddressSchema, AssetSchema, DecimalStringSchema, route } from './primitives';
import { Withdrawal } from './withdrawal';

export const AssetBalance = Type.Object({
  asset: AssetSchema,
  symbol: Type.String(),
  decimals: Type.Integer(),
  /** Spendable platform balance, a decimal string. */
  available: DecimalStringSchema,
  /** Held for withdrawals whose voucher is not yet claimed (or refunded). */
  pendingWithdrawal: DecimalStringSchema,
});
export type AssetBalance = Static<typeof AssetBalance>;

/**
 * GET /api/v2/user/wallet — the signed-in user's identity, platform balances, and the deposits
 * and withdrawals in flight (so the asset screens resume them after a reload).
 */
export const WalletInfo = Type.Object({
  address: AddressSchema,
  inviteCode: Type.String(),
  referrer: Type.Union([AddressSchema, Type.Null()]),
  /** The address is an operator's (ADMIN_ADDRESSES): the side menu offers the console. */
  operator: Type.Boolean(),
  balances: Type.Array(AssetBalance),
  /** Deposit orders still waiting for their transfer or its confirmations, newest first. */
  pendingDeposits: Type.Array(DepositOrder),
  /** Withdrawals whose voucher is not yet claimed, newest first: a claim can be resumed. */
  pendingWithdrawals: Type.Array(Withdrawal),
});
export type WalletInfo = Static<typeof WalletInfo>;
export const walletRoute = route('GET', '/api/v2/user/wallet', WalletInfo);
