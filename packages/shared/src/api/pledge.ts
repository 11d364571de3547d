import { type Static, Type } from '@sinclair/typebox';
import { FIXED_ORDER_STATUSES, PLEDGE_LIST_MAX_PAGE_SIZE, REPLEDGE_PARTS } from '../values/pledge';
import { AmountInputSchema, IdSchema } from './deposit';
import { type Page, PageQuery, pageRoute } from './paging';
import { ClosedObject, DecimalStringSchema, route } from './primitives';
import { WithdrawApplyHeaders } from './withdrawal';

/**
 * Staking (docs/pledge.md). Amounts are decimal strings of X; rates are
 * integers in parts per million a day (3000 = 0.3%). Money-moving routes take the optional
 * `Idempotency-Key` header: the same key returns the first result.
 */
export const PledgeHeaders = WithdrawApplyHeaders;

/** A fixed term and its daily rate band; `todayRatePpm` at today's pool health. */
export const PledgeTerm = Type.Object({
  days: Type.Integer(),
  minRatePpm: Type.Integer(),
  maxRatePpm: Type.Integer(),
  todayRatePpm: Type.Integer(),
});
export type PledgeTerm = Static<typeof PledgeTerm>;

/** The user's flexible ("current") pledge. */
export const FlexiblePledge = Type.Object({
  principal: DecimalStringSchema,
  ratePpm: Type.Integer(),
  /** Paid at the last day's settlement. */
  yesterdayYield: DecimalStringSchema,
  totalRevenue: DecimalStringSchema,
});
export type FlexiblePledge = Static<typeof FlexiblePledge>;

/** GET /api/v2/pledge/info */
export const PledgeInfo = Type.Object({
  flexible: FlexiblePledge,
  /** The smallest stake or order. */
  min: DecimalStringSchema,
  terms: Type.Array(PledgeTerm),
  /** Reward pool / 30 days of the most it could pay, clamped to [0, 1], in ppm. */
  poolHealthPpm: Type.Integer(),
  /** Active principal (flexible + fixed) against the per-user limit. */
  limit: Type.Object({
    max: DecimalStringSchema,
    used: DecimalStringSchema,
    left: DecimalStringSchema,
  }),
  /** Fixed orders' released rewards not claimed yet. */
  claimable: DecimalStringSchema,
  /** The exit cap: earnings stop at `multiple` x active principal; the rest stays frozen. */
  earnings: Type.Object({
    earned: DecimalStringSchema,
    cap: DecimalStringSchema,
    left: DecimalStringSchema,
    frozen: DecimalStringSchema,
    multiple: Type.Integer(),
  }),
});
export type PledgeInfo = Static<typeof PledgeInfo>;
/**
 * GET /api/v2/pledge/rates (public): what a visitor sees before connecting. The same terms,
 * today's rates and pool health as the signed-in info, with the per-user limit's size only.
 */
export const PledgeRates = Type.Object({
  min: DecimalStringSchema,
  flexibleRatePpm: Type.Integer(),
  terms: Type.Array(PledgeTerm),
  poolHealthPpm: Type.Integer(),
  /** The most active principal one user may hold. */
  limit: DecimalStringSchema,
  /** Earnings stop at this multiple of the active principal. */
  earningsCapMultiple: Type.Integer(),
});
export type PledgeRates = Static<typeof PledgeRates>;
export const pledgeRatesRoute = route('GET', '/api/v2/pledge/rates', PledgeRates);

export const pledgeInfoRoute = route('GET', '/api/v2/pledge/info', PledgeInfo);

/** What a stake or unstake did: the amount moved and the flexible principal after it. */
export const FlexibleChange = Type.Object({
  amount: DecimalStringSchema,
  principal: DecimalStringSchema,
});
export type FlexibleChange = Static<typeof FlexibleChange>;

export const AmountBody = ClosedObject({ amount: AmountInputSchema });
export type AmountBody = Static<typeof AmountBody>;

/** POST /api/v2/pledge/current/stake — available -> flexible principal. */
export const pledgeStakeRoute = route('POST', '/api/v2/pledge/current/stake', FlexibleChange, {
  headers: PledgeHeaders,
  body: AmountBody,
});

/** POST /api/v2/pledge/current/unstake — flexible principal -> the turbine (pending X). */
export const pledgeUnstakeRoute = route('POST', '/api/v2/pledge/current/unstake', FlexibleChange, {
  headers: PledgeHeaders,
  body: AmountBody,
});

export const FixedOrderStatusSchema = Type.Union(FIXED_ORDER_STATUSES.map((s) => Type.Literal(s)));

/** A regular (fixed-term) order, named after the staking order's labels. */
export const FixedOrder = Type.Object({
  id: IdSchema,
  orderNumber: Type.String(),
  amount: DecimalStringSchema,
  /** ISO 8601. */
  orderTime: Type.String(),
  days: Type.Integer(),
  /** ISO 8601: the principal returns to available at this day's settlement. */
  maturityTime: Type.String(),
  minRatePpm: Type.Integer(),
  maxRatePpm: Type.Integer(),
  /** amount x rate x days at the band's min and max. */
  expectedMinReward: DecimalStringSchema,
  expectedMaxReward: DecimalStringSchema,
  /** Seconds until maturity (0 once matured). */
  remainingRewardTime: Type.Integer(),
  released: DecimalStringSchema,
  claimed: DecimalStringSchema,
  /** Released and not claimed: what claim or repledge takes. */
  claimable: DecimalStringSchema,
  insured: Type.Boolean(),
  /** The order's insurance policy (GET /api/v2/insurance/detail?id=), null when not insured. */
  policyId: Type.Union([IdSchema, Type.Null()]),
  yesterdayYield: DecimalStringSchema,
  totalRevenue: DecimalStringSchema,
  status: FixedOrderStatusSchema,
});
export type FixedOrder = Static<typeof FixedOrder>;

export const FixedCreateBody = ClosedObject({
  amount: AmountInputSchema,
  days: Type.Integer({ minimum: 1, maximum: 10_000 }),
});
export type FixedCreateBody = Static<typeof FixedCreateBody>;

/** POST /api/v2/pledge/regular/create — available -> a fixed-term order. */
export const pledgeRegularCreateRoute = route('POST', '/api/v2/pledge/regular/create', FixedOrder, {
  headers: PledgeHeaders,
  body: FixedCreateBody,
});

export const FixedListQuery = PageQuery(PLEDGE_LIST_MAX_PAGE_SIZE, {
  status: Type.Optional(FixedOrderStatusSchema),
  /** Only what the repledge screen offers: matured orders and orders with claimable reward. */
  repledgeable: Type.Optional(Type.Boolean()),
});
export type FixedListQuery = Static<typeof FixedListQuery>;

export type FixedOrderList = Page<typeof FixedOrder>;

/** GET /api/v2/pledge/regular/list?page=&pageSize=&status=&repledgeable= — newest first. */
export const pledgeRegularListRoute = pageRoute(
  '/api/v2/pledge/regular/list',
  FixedOrder,
  FixedListQuery,
);

export const OrderIdBody = ClosedObject({ orderId: IdSchema });
export type OrderIdBody = Static<typeof OrderIdBody>;

/** POST /api/v2/pledge/regular/claim — the order's released, unclaimed reward -> available. */
export const pledgeRegularClaimRoute = route('POST', '/api/v2/pledge/regular/claim', FixedOrder, {
  headers: PledgeHeaders,
  body: OrderIdBody,
});

export type RepledgePart = (typeof REPLEDGE_PARTS)[number];

export const RepledgeBody = ClosedObject({
  orderId: IdSchema,
  days: Type.Integer({ minimum: 1, maximum: 10_000 }),
  parts: Type.Optional(
    Type.Union(
      REPLEDGE_PARTS.map((p) => Type.Literal(p)),
      { default: 'both' },
    ),
  ),
});
export type RepledgeBody = Static<typeof RepledgeBody>;

/**
 * POST /api/v2/pledge/repledge — the order's matured principal and/or its claimable reward
 * (`parts`, default both) open a new order; answers the new order. A reward alone may come
 * from an order still running.
 */
export const pledgeRepledgeRoute = route('POST', '/api/v2/pledge/repledge', FixedOrder, {
  headers: PledgeHeaders,
  body: RepledgeBody,
});
