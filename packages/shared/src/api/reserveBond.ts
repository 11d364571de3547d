import { type Static, Type } from '@sinclair/typebox';
import { BOND_STATUSES } from '../values/bonds';
import { bondListRoute, openAction, orderAction } from './bonds';
import { AmountInputSchema, IdSchema } from './deposit';
import { MarketPriceView } from './market';
import type { Page } from './paging';
import { ClosedObject, DecimalStringSchema, route } from './primitives';

/**
 * Reserve bonds (docs/bonds.md): pay USDD, receive X at a discount, vested
 * linearly by the 8-hour epoch while the unvested part compounds by the rebase rate. Amounts
 * are decimal strings (USDD paid, X owed); discounts are basis points (300 = 3%); prices are
 * USDD per X with at most 18 decimals. Buy and claim take the optional `Idempotency-Key`.
 */

export const ReserveBondTerm = Type.Object({
  days: Type.Integer(),
  discountBps: Type.Integer(),
  /** Market price x (1 - discount), rounded up; null while X's price is unknown. */
  bondPrice: Type.Union([DecimalStringSchema, Type.Null()]),
});
export type ReserveBondTerm = Static<typeof ReserveBondTerm>;

/** The day's capacity in X, across all users (public). */
export const ReserveBondCapacity = Type.Object({
  daily: DecimalStringSchema,
  sold: DecimalStringSchema,
  left: DecimalStringSchema,
  /** ISO 8601: the next UTC midnight, when `left` is the whole `daily` again. */
  resetsAt: Type.String(),
});
export type ReserveBondCapacity = Static<typeof ReserveBondCapacity>;

/** GET /api/v2/bond/info — public: what the reserve bond page shows before a purchase. */
export const ReserveBondInfo = Type.Object({
  /** X's market price from the X/USDD pair; null when the chain has never answered. */
  market: Type.Union([MarketPriceView, Type.Null()]),
  terms: Type.Array(ReserveBondTerm),
  /** The smallest purchase, USDD. */
  min: DecimalStringSchema,
  capacity: ReserveBondCapacity,
  /** The unvested part grows by this every epoch, parts per million (1000 = 0.1%). */
  rebaseRatePpm: Type.Integer(),
  /** ISO 8601: the end of the current epoch, when the next rebase and vesting happen. */
  nextRebaseTime: Type.String(),
  /** ISO 8601: the server's clock, for the countdown. */
  serverTime: Type.String(),
});
export type ReserveBondInfo = Static<typeof ReserveBondInfo>;
export const reserveBondInfoRoute = route('GET', '/api/v2/bond/info', ReserveBondInfo);

const Days = Type.Integer({ minimum: 1, maximum: 10_000 });

/** What a purchase is: USDD to pay, for a term. */
const PurchaseFields = { amount: AmountInputSchema, days: Days };

/** GET /api/v2/bond/quote?amount=&days= */
export const ReserveBondQuoteQuery = ClosedObject(PurchaseFields);
export type ReserveBondQuoteQuery = Static<typeof ReserveBondQuoteQuery>;

export const ReserveBondQuote = Type.Object({
  /** USDD to pay. */
  amount: DecimalStringSchema,
  days: Type.Integer(),
  discountBps: Type.Integer(),
  /** The price the bond is priced from: the higher of spot and reference. */
  marketPrice: DecimalStringSchema,
  /** Both prices; `moving`: a purchase is refused now. */
  market: MarketPriceView,
  /** Send it back as `maxPrice` to buy at this price or better. */
  bondPrice: DecimalStringSchema,
  /** X owed: amount / bond price, rounded down to a base unit. */
  payout: DecimalStringSchema,
  /** ISO 8601: when the price was read. */
  priceAt: Type.String(),
  /** ISO 8601: vesting runs from the end of the current epoch to the deadline. */
  vestingStart: Type.String(),
  deadline: Type.String(),
  capacityLeft: DecimalStringSchema,
});
export type ReserveBondQuote = Static<typeof ReserveBondQuote>;
export const reserveBondQuoteRoute = route('GET', '/api/v2/bond/quote', ReserveBondQuote, {
  querystring: ReserveBondQuoteQuery,
});

export type ReserveBondStatus = (typeof BOND_STATUSES)[number];
export const ReserveBondStatusSchema = Type.Union(BOND_STATUSES.map((s) => Type.Literal(s)));

/** One reserve bond, named after the spec's bond subscription labels. */
export const ReserveBondOrder = Type.Object({
  id: IdSchema,
  orderNumber: Type.String(),
  /** USDD paid. */
  amount: DecimalStringSchema,
  days: Type.Integer(),
  /** The discount rate, basis points. */
  discountBps: Type.Integer(),
  /** USDD per X at purchase: the market's, and the bond's (market x (1 - discount)). */
  marketPrice: DecimalStringSchema,
  bondPrice: DecimalStringSchema,
  /** X owed at purchase, and the X the rebases added to it since. */
  payout: DecimalStringSchema,
  rebased: DecimalStringSchema,
  /** X vested so far ("released"), and what is still vesting. */
  released: DecimalStringSchema,
  unreleased: DecimalStringSchema,
  claimed: DecimalStringSchema,
  claimable: DecimalStringSchema,
  /** Rebase the reward pool could not pay (it pays pro rata when short). */
  shortfall: DecimalStringSchema,
  /** ISO 8601. */
  orderTime: Type.String(),
  vestingStart: Type.String(),
  /** Everything has vested at this time. */
  deadline: Type.String(),
  /** Seconds until the deadline (0 once vested). */
  remainingTime: Type.Integer(),
  status: ReserveBondStatusSchema,
});
export type ReserveBondOrder = Static<typeof ReserveBondOrder>;

export const ReserveBondBuyBody = ClosedObject({
  ...PurchaseFields,
  /** The highest bond price the buyer accepts (the quote's `bondPrice`). */
  maxPrice: AmountInputSchema,
});
export type ReserveBondBuyBody = Static<typeof ReserveBondBuyBody>;

/** POST /api/v2/bond/buy — USDD from available to the treasury; the X owed starts vesting. */
export const reserveBondBuyRoute = openAction(
  '/api/v2/bond/buy',
  ReserveBondOrder,
  ReserveBondBuyBody,
);

/** GET /api/v2/bond/list?page=&pageSize=&status= */
export const reserveBondListRoute = bondListRoute(
  '/api/v2/bond/list',
  ReserveBondOrder,
  ReserveBondStatusSchema,
);
export type ReserveBondListQuery = Static<typeof reserveBondListRoute.querystring>;
export type ReserveBondOrderList = Page<typeof ReserveBondOrder>;

/** POST /api/v2/bond/claim — the bond's vested, unclaimed X -> available. */
export const reserveBondClaimRoute = orderAction('/api/v2/bond/claim', ReserveBondOrder);
