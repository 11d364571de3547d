import { type Static, Type } from '@sinclair/typebox';
import { DecimalStringSchema, route } from './primitives';

/**
 * A market price in USDD from the asset's pair on chain (docs/insurance.md, "Market price"): the
 * spot price and the reference price; a purchase is priced at whichever is worse for the buyer.
 */
export const MarketPriceView = Type.Object({
  asset: Type.Union([Type.Literal('X'), Type.Literal('TNB')]),
  /** USDD per whole token: the spot price, the pair's reserves ratio now. */
  price: DecimalStringSchema,
  /** USDD per whole token: the pair's time-weighted average over the reference window. */
  reference: DecimalStringSchema,
  /** How far spot is from the reference, basis points of the reference. */
  deviationBps: Type.Integer({ minimum: 0 }),
  /** Spot is further from the reference than the limit: purchases are refused for now. */
  moving: Type.Boolean(),
  /** When it was read (ISO 8601, server time). */
  at: Type.String(),
  /** Not read for longer than the stale limit: shown as such; it blocks quotes. */
  stale: Type.Boolean(),
});
export type MarketPriceView = Static<typeof MarketPriceView>;

/**
 * GET /api/v2/common/market — public: what a visitor wants before connecting. A price the
 * chain has never answered is left out.
 */
export const MarketSummary = Type.Object({
  prices: Type.Array(MarketPriceView),
  /** All users' active staked principal (flexible and regular), decimal X. */
  totalStaked: DecimalStringSchema,
});
export type MarketSummary = Static<typeof MarketSummary>;
export const marketRoute = route('GET', '/api/v2/common/market', MarketSummary);
