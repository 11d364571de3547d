import { type Static, Type } from '@sinclair/typebox';
import {
  INSURANCE_CURRENCIES,
  INSURANCE_MAX_PAGE_SIZE,
  INSURANCE_STATUSES,
} from '../values/insurance';
import { AmountInputSchema, IdSchema } from './deposit';
import { MarketPriceView } from './market';
import { PageOf, PageQuery } from './paging';
import { ClosedObject, DecimalStringSchema, route } from './primitives';
import { WithdrawApplyHeaders } from './withdrawal';

export type InsuranceCurrency = (typeof INSURANCE_CURRENCIES)[number];
export const InsuranceCurrencySchema = Type.Union(INSURANCE_CURRENCIES.map((c) => Type.Literal(c)));

export type InsuranceStatus = (typeof INSURANCE_STATUSES)[number];

const QuoteFields = {
  orderId: IdSchema,
  currency: InsuranceCurrencySchema,
  /** The insurance amount: covered principal in X, at most the order's principal. */
  amount: AmountInputSchema,
};

/** GET /api/v2/insurance/quote?orderId=&currency=&amount= */
export const InsuranceQuoteQuery = ClosedObject(QuoteFields);
export type InsuranceQuoteQuery = Static<typeof InsuranceQuoteQuery>;

export const InsuranceQuote = Type.Object({
  orderId: IdSchema,
  currency: InsuranceCurrencySchema,
  amount: DecimalStringSchema,
  /** The percentage: the premium's share of the covered value, in basis points. */
  premiumBps: Type.Integer(),
  /** Paid in `currency`. */
  premium: DecimalStringSchema,
  /**
   * X's price in USDD the quote used (the lower of spot and reference: the insured value is
   * never above either), and when it was read (ISO 8601).
   */
  price: DecimalStringSchema,
  priceAt: Type.String(),
  /** Both prices; `moving`: a purchase is refused now. */
  market: MarketPriceView,
  /** The covered principal's value in USDD at that price. */
  insuredValue: DecimalStringSchema,
  /** Minimum guaranteed return in basis points, and the USDD value it guarantees. */
  minReturnBps: Type.Integer(),
  guarantee: DecimalStringSchema,
});
export type InsuranceQuote = Static<typeof InsuranceQuote>;
export const insuranceQuoteRoute = route('GET', '/api/v2/insurance/quote', InsuranceQuote, {
  querystring: InsuranceQuoteQuery,
});

/** POST /api/v2/insurance/buy — the user must tick the agreement (`agree: true`). */
export const InsuranceBuyBody = ClosedObject({ ...QuoteFields, agree: Type.Boolean() });
export type InsuranceBuyBody = Static<typeof InsuranceBuyBody>;

/** One policy, as the detail screen shows it. */
export const InsurancePolicy = Type.Object({
  id: IdSchema,
  orderId: IdSchema,
  orderNumber: Type.String(),
  /** The order's principal, term and maturity (ISO 8601). */
  orderAmount: DecimalStringSchema,
  days: Type.Integer(),
  maturityTime: Type.String(),
  currency: InsuranceCurrencySchema,
  amount: DecimalStringSchema,
  premiumBps: Type.Integer(),
  premium: DecimalStringSchema,
  priceAtPurchase: DecimalStringSchema,
  insuredValue: DecimalStringSchema,
  minReturnBps: Type.Integer(),
  guarantee: DecimalStringSchema,
  status: Type.Union(INSURANCE_STATUSES.map((s) => Type.Literal(s))),
  /** ISO 8601. */
  boughtAt: Type.String(),
  /** At maturity: X's price then, the covered value then, and what the pool paid. */
  maturityPrice: Type.Union([DecimalStringSchema, Type.Null()]),
  maturityValue: Type.Union([DecimalStringSchema, Type.Null()]),
  payout: Type.Union([DecimalStringSchema, Type.Null()]),
  /** What the pool could not pay (it pays pro rata when short). */
  shortfall: Type.Union([DecimalStringSchema, Type.Null()]),
});
export type InsurancePolicy = Static<typeof InsurancePolicy>;

export const insuranceBuyRoute = route('POST', '/api/v2/insurance/buy', InsurancePolicy, {
  headers: WithdrawApplyHeaders,
  body: InsuranceBuyBody,
});

/** GET /api/v2/insurance/pool?page=&pageSize= */
export const InsurancePoolQuery = PageQuery(INSURANCE_MAX_PAGE_SIZE);
export type InsurancePoolQuery = Static<typeof InsurancePoolQuery>;

/** Per currency: the pool's balance, premiums in and payouts out, all time. */
export const InsurancePoolAsset = Type.Object({
  currency: InsuranceCurrencySchema,
  balance: DecimalStringSchema,
  premiumsIn: DecimalStringSchema,
  payoutsOut: DecimalStringSchema,
});

const InsurancePoolFields = {
  assets: Type.Array(InsurancePoolAsset),
  /** Policies in force across all users. */
  activePolicies: Type.Integer(),
};

/** GET /api/v2/insurance/summary (public): the pool per currency and the policies in force. */
export const InsuranceSummary = Type.Object(InsurancePoolFields);
export type InsuranceSummary = Static<typeof InsuranceSummary>;
export const insuranceSummaryRoute = route('GET', '/api/v2/insurance/summary', InsuranceSummary);

export const InsurancePool = Type.Object({
  ...InsurancePoolFields,
  /** The signed-in user's insured orders, newest first. */
  ...PageOf(InsurancePolicy).properties,
});
export type InsurancePool = Static<typeof InsurancePool>;
export const insurancePoolRoute = route('GET', '/api/v2/insurance/pool', InsurancePool, {
  querystring: InsurancePoolQuery,
});

/** GET /api/v2/insurance/detail?id= — one of the user's policies. */
export const InsuranceDetailQuery = ClosedObject({ id: IdSchema });
export const insuranceDetailRoute = route('GET', '/api/v2/insurance/detail', InsurancePolicy, {
  querystring: InsuranceDetailQuery,
});
