import { type Static, Type } from '@sinclair/typebox';
import { SWAP_ASSETS, SWAP_LIST_MAX_PAGE_SIZE, SWAP_STATUSES } from '../values/swap';
import { AmountInputSchema, IdSchema } from './deposit';
import { MarketPriceView } from './market';
import { type Page, PageQuery, pageRoute } from './paging';
import { ClosedObject, DecimalStringSchema, route } from './primitives';
import { WithdrawApplyHeaders } from './withdrawal';

export type SwapAsset = (typeof SWAP_ASSETS)[number];
export const SwapAssetSchema = Type.Union(SWAP_ASSETS.map((a) => Type.Literal(a)));

export type SwapStatus = (typeof SWAP_STATUSES)[number];
export const SwapStatusSchema = Type.Union(SWAP_STATUSES.map((s) => Type.Literal(s)));

/** The slippage a client may send; the server's settings narrow it (SWAP_SLIPPAGE_*). */
const SlippageSchema = Type.Integer({ minimum: 1, maximum: 10_000 });

const PairFields = {
  from: SwapAssetSchema,
  to: SwapAssetSchema,
  /** What the user gives, in `from`. */
  amount: AmountInputSchema,
};

/** GET /api/v2/swap/quote?from=&to=&amount=&slippageBps= */
export const SwapQuoteQuery = ClosedObject({
  ...PairFields,
  slippageBps: Type.Optional(SlippageSchema),
});
export type SwapQuoteQuery = Static<typeof SwapQuoteQuery>;

export const SwapQuote = Type.Object({
  from: SwapAssetSchema,
  to: SwapAssetSchema,
  amount: DecimalStringSchema,
  /**
   * What the user receives, in `to`: the lower of the output at the reserves now and at the
   * pairs' fair reserves for the reference price.
   */
  amountOut: DecimalStringSchema,
  /** `to` per one `from`, the fee included. */
  price: DecimalStringSchema,
  /** How much worse than the pairs' mid price the trade fills, in basis points. */
  priceImpactBps: Type.Integer(),
  /** Taken from `amount`, in `from`. */
  fee: DecimalStringSchema,
  slippageBps: Type.Integer(),
  /** The least the swap fills for: amountOut less the slippage. */
  minimumReceived: DecimalStringSchema,
  /** When the pairs' reserves were read (ISO 8601, server time). */
  priceAt: Type.String(),
  /** False when the treasury cannot fill it now: it would wait as Pending Exchange. */
  fillsNow: Type.Boolean(),
  /** The prices of the pairs the swap goes through; one `moving` refuses the swap for now. */
  markets: Type.Array(MarketPriceView),
});
export type SwapQuote = Static<typeof SwapQuote>;
export const swapQuoteRoute = route('GET', '/api/v2/swap/quote', SwapQuote, {
  querystring: SwapQuoteQuery,
});

/** One swap, as the swap record shows it. */
export const Swap = Type.Object({
  id: IdSchema,
  from: SwapAssetSchema,
  to: SwapAssetSchema,
  amount: DecimalStringSchema,
  fee: DecimalStringSchema,
  /** The quote the user accepted, and the least it may fill for. */
  quotedOut: DecimalStringSchema,
  slippageBps: Type.Integer(),
  minimumReceived: DecimalStringSchema,
  /** Once completed: what the user received and at what price (`to` per one `from`). */
  amountOut: Type.Union([DecimalStringSchema, Type.Null()]),
  price: Type.Union([DecimalStringSchema, Type.Null()]),
  status: SwapStatusSchema,
  /** ISO 8601: placed, and completed or cancelled. */
  time: Type.String(),
  settledAt: Type.Union([Type.String(), Type.Null()]),
});
export type Swap = Static<typeof Swap>;

export const SwapExchangeBody = ClosedObject({
  ...PairFields,
  /** The quote's amountOut: the swap fills for at least this less `slippageBps`. */
  quotedOut: AmountInputSchema,
  slippageBps: Type.Optional(SlippageSchema),
});
export type SwapExchangeBody = Static<typeof SwapExchangeBody>;

/** POST /api/v2/swap/exchange — fills now, or waits as Pending Exchange with its input held. */
export const swapExchangeRoute = route('POST', '/api/v2/swap/exchange', Swap, {
  headers: WithdrawApplyHeaders,
  body: SwapExchangeBody,
});

export const SwapIdBody = ClosedObject({ id: IdSchema });
export type SwapIdBody = Static<typeof SwapIdBody>;

/** POST /api/v2/swap/cancel — a Pending Exchange swap's input returns to available. */
export const swapCancelRoute = route('POST', '/api/v2/swap/cancel', Swap, {
  headers: WithdrawApplyHeaders,
  body: SwapIdBody,
});

export const SwapListQuery = PageQuery(SWAP_LIST_MAX_PAGE_SIZE, {
  status: Type.Optional(SwapStatusSchema),
});
export type SwapListQuery = Static<typeof SwapListQuery>;

export type SwapList = Page<typeof Swap>;

/** GET /api/v2/swap/list?page=&pageSize=&status= — newest first. */
export const swapListRoute = pageRoute('/api/v2/swap/list', Swap, SwapListQuery);
