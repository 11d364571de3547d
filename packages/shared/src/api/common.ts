import { type Static, Type } from '@sinclair/typebox';
import { AddressSchema, AssetSchema, Envelope } from './primitives';

export const FooterLinkSchema = Type.Object({
  name: Type.Union([
    Type.Literal('telegram'),
    Type.Literal('x'),
    Type.Literal('discord'),
    Type.Literal('github'),
  ]),
  url: Type.String(),
});

/** GET /api/v2/common/system_info — public settings the web app needs before sign-in. */
export const SystemInfo = Type.Object({
  productName: Type.String(),
  chainId: Type.Integer(),
  /** The local chain's RPC URL when the server runs one (demo), else null. */
  rpcUrl: Type.Union([Type.String(), Type.Null()]),
  explorerUrl: Type.Union([Type.String(), Type.Null()]),
  locales: Type.Array(Type.String()),
  defaultLocale: Type.String(),
  /** The dev wallet is offered only on the local chain. */
  devWallet: Type.Boolean(),
  footerLinks: Type.Array(FooterLinkSchema),
});
export type SystemInfo = Static<typeof SystemInfo>;
export const systemInfoRoute = {
  method: 'GET',
  url: '/api/v2/common/system_info',
  response: Envelope(SystemInfo),
} as const;

export const TokenInfo = Type.Object({
  asset: AssetSchema,
  symbol: Type.String(),
  contractAddress: AddressSchema,
  decimals: Type.Integer(),
});
export type TokenInfo = Static<typeof TokenInfo>;

/** GET /api/v2/common/token — every asset and the custody (deposit recipient) address. */
export const TokenList = Type.Object({
  custodyAddress: AddressSchema,
  tokens: Type.Array(TokenInfo),
});
export type TokenList = Static<typeof TokenList>;
export const tokenRoute = {
  method: 'GET',
  url: '/api/v2/common/token',
  response: Envelope(TokenList),
} as const;

/** GET /api/v2/common/donate_switch — whether the donation release plans are on. */
export const DonateSwitch = Type.Object({ enabled: Type.Boolean() });
export type DonateSwitch = Static<typeof DonateSwitch>;
export const donateSwitchRoute = {
  method: 'GET',
  url: '/api/v2/common/donate_switch',
  response: Envelope(DonateSwitch),
} as const;
