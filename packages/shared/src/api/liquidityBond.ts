import { type Static, Type } from '@sinclair/typebox';
import { BOND_LIST_MAX_PAGE_SIZE, DONATION_SCOPES, FLOW_BOND_STATUSES } from '../values/bonds';
import { bondListRoute, openAction, orderAction } from './bonds';
import { DiscountTerm } from './common';
import { AmountInputSchema, IdSchema } from './deposit';
import { MarketPriceView } from './market';
import { type Page, PageQuery, pageRoute } from './paging';
import { ClosedObject, DecimalStringSchema, route } from './primitives';

/**
 * Liquidity ("flow") bonds (docs/bonds.md): donate LP, the X/USDD pair's
 * token, for a term. Half (the principal pool) comes back as LP, released by the epoch; the
 * other half's USDD value (the interest pool) is converted to X at the term's discount and
 * released with it. A forced redemption ends a bond early for a penalty. Amounts are decimal
 * strings (LP or X), rates basis points. Money-moving calls take `Idempotency-Key`.
 */

/** What the principal and interest pools hold. */
const PoolFields = {
  /** LP not released yet. */
  principalPool: DecimalStringSchema,
  /** X not released yet. */
  interestPool: DecimalStringSchema,
};

/** The liquidity bond page's figures that are the same for everyone. */
const LiquidityBondMarketFields = {
  /** FLOWBOND_CLOSED: the pair is shown as closed and new donations are refused. */
  closed: Type.Boolean(),
  terms: Type.Array(DiscountTerm),
  /** The smallest donation, LP. */
  min: DecimalStringSchema,
  /** The share of a donation released back as LP (5000 = 50%); the rest is donated. */
  principalBps: Type.Integer(),
  /** A forced redemption keeps this share of the unreleased principal (2000 = 20%). */
  penaltyBps: Type.Integer(),
  market: Type.Union([MarketPriceView, Type.Null()]),
  /** The USDD value of one LP now (2 x reserve USDD / LP supply); null without a price. */
  lpValue: Type.Union([DecimalStringSchema, Type.Null()]),
  /** All users' bonds: LP donated in all, active bonds and their pools. */
  network: Type.Object({
    donated: DecimalStringSchema,
    activeBonds: Type.Integer(),
    ...PoolFields,
  }),
  /** ISO 8601: the end of the current epoch, when the next release happens. */
  nextReleaseTime: Type.String(),
  serverTime: Type.String(),
};

/** GET /api/v2/flowbond/market (public): the terms, prices and network figures, no one's own. */
export const LiquidityBondMarket = Type.Object(LiquidityBondMarketFields);
export type LiquidityBondMarket = Static<typeof LiquidityBondMarket>;
export const liquidityBondMarketRoute = route(
  'GET',
  '/api/v2/flowbond/market',
  LiquidityBondMarket,
);

/** GET /api/v2/flowbond/info — the liquidity bond page: the user's LP and pools, the network's. */
export const LiquidityBondInfo = Type.Object({
  ...LiquidityBondMarketFields,
  mine: Type.Object({
    /** Available LP ("current LP"). */
    lp: DecimalStringSchema,
    ...PoolFields,
    /** Released, not claimed yet. */
    claimableLp: DecimalStringSchema,
    claimableX: DecimalStringSchema,
  }),
});
export type LiquidityBondInfo = Static<typeof LiquidityBondInfo>;
export const liquidityBondInfoRoute = route('GET', '/api/v2/flowbond/info', LiquidityBondInfo);

export type LiquidityBondStatus = (typeof FLOW_BOND_STATUSES)[number];
export const LiquidityBondStatusSchema = Type.Union(FLOW_BOND_STATUSES.map((s) => Type.Literal(s)));

/**
 * A forced redemption: while the bond is active, what redeeming now would do (the screen shows
 * it before confirming); once redeemed, what it did.
 */
export const LiquidityBondRedemption = Type.Object({
  /** LP not released yet. */
  principalLeft: DecimalStringSchema,
  /** Kept by the treasury: penaltyBps of principalLeft, rounded up. */
  penalty: DecimalStringSchema,
  /** LP back to available: principalLeft - penalty. */
  returned: DecimalStringSchema,
  /** X not released yet: the interest stops, it stays with the treasury. */
  interestForfeited: DecimalStringSchema,
});
export type LiquidityBondRedemption = Static<typeof LiquidityBondRedemption>;

export const LiquidityBond = Type.Object({
  id: IdSchema,
  orderNumber: Type.String(),
  /** LP donated. */
  amount: DecimalStringSchema,
  days: Type.Integer(),
  discountBps: Type.Integer(),
  /** The donation's USDD value at the time: 2 x LP share x the pair's USDD reserve. */
  usddValue: DecimalStringSchema,
  /** USDD per X when donated: the market's, and at the term's discount. */
  marketPrice: DecimalStringSchema,
  bondPrice: DecimalStringSchema,
  /** LP released back over the term, and how much of it so far. */
  principal: DecimalStringSchema,
  principalReleased: DecimalStringSchema,
  /** X the interest half bought, and how much of it is released so far. */
  interest: DecimalStringSchema,
  interestReleased: DecimalStringSchema,
  claimableLp: DecimalStringSchema,
  claimableX: DecimalStringSchema,
  /** ISO 8601. */
  orderTime: Type.String(),
  releaseStart: Type.String(),
  deadline: Type.String(),
  remainingTime: Type.Integer(),
  status: LiquidityBondStatusSchema,
  /** The redemption quote (active), what the redemption did (redeemed), null (completed). */
  redemption: Type.Union([LiquidityBondRedemption, Type.Null()]),
  redeemedAt: Type.Union([Type.String(), Type.Null()]),
});
export type LiquidityBond = Static<typeof LiquidityBond>;

export const LiquidityBondDonateBody = ClosedObject({
  amount: AmountInputSchema,
  days: Type.Integer({ minimum: 1, maximum: 10_000 }),
});
export type LiquidityBondDonateBody = Static<typeof LiquidityBondDonateBody>;

/** POST /api/v2/flowbond/donate — LP from available into a new liquidity bond. */
export const liquidityBondDonateRoute = openAction(
  '/api/v2/flowbond/donate',
  LiquidityBond,
  LiquidityBondDonateBody,
);

/** GET /api/v2/flowbond/list?page=&pageSize=&status= */
export const liquidityBondListRoute = bondListRoute(
  '/api/v2/flowbond/list',
  LiquidityBond,
  LiquidityBondStatusSchema,
);
export type LiquidityBondListQuery = Static<typeof liquidityBondListRoute.querystring>;
export type LiquidityBondList = Page<typeof LiquidityBond>;

/** POST /api/v2/flowbond/claim — the bond's released LP and X -> available. */
export const liquidityBondClaimRoute = orderAction('/api/v2/flowbond/claim', LiquidityBond);

/** POST /api/v2/flowbond/redeem — forced redemption (see LiquidityBondRedemption). */
export const liquidityBondRedeemRoute = orderAction('/api/v2/flowbond/redeem', LiquidityBond);

export const DonationRecordsQuery = PageQuery(BOND_LIST_MAX_PAGE_SIZE, {
  scope: Type.Union(DONATION_SCOPES.map((s) => Type.Literal(s))),
});
export type DonationRecordsQuery = Static<typeof DonationRecordsQuery>;

/** One donation, as the personal and network-wide records show it. */
export const DonationRecord = Type.Object({
  id: IdSchema,
  /** The donor's address, masked (first 3 and last 3 characters). */
  address: Type.String(),
  amount: DecimalStringSchema,
  days: Type.Integer(),
  usddValue: DecimalStringSchema,
  /** ISO 8601. */
  time: Type.String(),
  status: LiquidityBondStatusSchema,
});
export type DonationRecord = Static<typeof DonationRecord>;

export type DonationRecords = Page<typeof DonationRecord>;

/** GET /api/v2/flowbond/records?scope=mine|all&page=&pageSize= — newest first. */
export const liquidityBondRecordsRoute = pageRoute(
  '/api/v2/flowbond/records',
  DonationRecord,
  DonationRecordsQuery,
);
