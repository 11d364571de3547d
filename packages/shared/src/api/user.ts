import { type Static, Type } from '@sinclair/typebox';
import { AddressSchema, AssetSchema, DecimalStringSchema, Envelope } from './primitives';

export const AssetBalance = Type.Object({
  asset: AssetSchema,
  symbol: Type.String(),
  decimals: Type.Integer(),
  /** Spendable platform balance, a decimal string. */
  available: DecimalStringSchema,
});
export type AssetBalance = Static<typeof AssetBalance>;

/** GET /api/v2/user/wallet — the signed-in user's identity and platform balances. */
export const WalletInfo = Type.Object({
  address: AddressSchema,
  inviteCode: Type.String(),
  referrer: Type.Union([AddressSchema, Type.Null()]),
  balances: Type.Array(AssetBalance),
});
export type WalletInfo = Static<typeof WalletInfo>;
export const walletRoute = {
  method: 'GET',
  url: '/api/v2/user/wallet',
  response: Envelope(WalletInfo),
} as const;
