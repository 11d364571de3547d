import { type Static, Type } from '@sinclair/typebox';
import { BURN_ASSETS } from '../values/team';
import { AmountInputSchema, IdSchema } from './deposit';
import { type Page, PageQuery, pageRoute } from './paging';
import { ClosedObject, DecimalStringSchema, route } from './primitives';
import { WithdrawApplyHeaders } from './withdrawal';

/**
 * Team and community (docs/team.md). Amounts are decimal strings of X; rates
 * and donations are basis points (500 = 5%). Money-moving routes take the optional
 * `Idempotency-Key` header: the same key returns the first result.
 */
export const TeamHeaders = WithdrawApplyHeaders;

/** Every team list pages at most 100 rows a page. */
const TEAM_MAX_PAGE_SIZE = 100;
export const TeamPageQuery = PageQuery(TEAM_MAX_PAGE_SIZE);
export type TeamPageQuery = Static<typeof TeamPageQuery>;

/**
 * GET /api/v2/team/info — every label of the team screen. Direct referrals and members are
 * live (a new referral counts at once); valid directs, performance and level are as of the
 * last settled day (`day`).
 */
export const TeamInfo = Type.Object({
  /** The referrer's address, masked; null for the genesis account. */
  referrer: Type.Union([Type.String(), Type.Null()]),
  inviteCode: Type.String(),
  /** The settled day the tree figures are from (`day:2026-11-23`), null before the first. */
  day: Type.Union([Type.String(), Type.Null()]),
  validDirects: Type.Integer(),
  /** Direct referrals now, valid or not. */
  directs: Type.Integer(),
  /** Everyone under the user now, at any depth. */
  members: Type.Integer(),
  networkPerformance: DecimalStringSchema,
  largeRegion: DecimalStringSchema,
  smallRegion: DecimalStringSchema,
  /** 0 = no level, 1..5 = V1..V5. */
  level: Type.Integer(),
  rateBps: Type.Integer(),
  directRewards: DecimalStringSchema,
  communityRewards: DecimalStringSchema,
  /** Direct + community rewards paid so far. */
  totalBonus: DecimalStringSchema,
  withdrawable: DecimalStringSchema,
  locked: DecimalStringSchema,
  /** In release plans, not released yet. */
  releasing: DecimalStringSchema,
  /** Staked principal the burns covered (the count of burn tokens burned). */
  burned: DecimalStringSchema,
  /** Rewards over the exit cap, kept in the pool. */
  frozen: DecimalStringSchema,
  /** min(1, personal principal / TEAM_COEFFICIENT_PRINCIPAL), in ppm. */
  coefficientPpm: Type.Integer(),
  personalDeposit: DecimalStringSchema,
  /** The exit cap: everything earned against `multiple` x principal (plus the burns' room). */
  earnings: Type.Object({
    earned: DecimalStringSchema,
    cap: DecimalStringSchema,
    communityCap: DecimalStringSchema,
    multiple: Type.Integer(),
  }),
});
export type TeamInfo = Static<typeof TeamInfo>;
export const teamInfoRoute = route('GET', '/api/v2/team/info', TeamInfo);

export const DirectReferral = Type.Object({
  /** The user's id: the `leg` of GET /team/tree. */
  id: IdSchema,
  address: Type.String(),
  stake: DecimalStringSchema,
  valid: Type.Boolean(),
  /** ISO 8601. */
  joined: Type.String(),
});
export type DirectReferral = Static<typeof DirectReferral>;
export type DirectList = Page<typeof DirectReferral>;
/** GET /api/v2/team/directs?page=&pageSize= — newest first, addresses masked. */
export const teamDirectsRoute = pageRoute('/api/v2/team/directs', DirectReferral, TeamPageQuery);

export const TreeQuery = ClosedObject({ leg: IdSchema });
export type TreeQuery = Static<typeof TreeQuery>;
export const LegLevel = Type.Object({
  level: Type.Integer(),
  members: Type.Integer(),
  performance: DecimalStringSchema,
});
export const LegSummary = Type.Object({
  leg: IdSchema,
  address: Type.String(),
  /** The leg's members (the direct included) and its active principal. */
  members: Type.Integer(),
  performance: DecimalStringSchema,
  /** Per level V0..V5, levels with members only. */
  levels: Type.Array(LegLevel),
});
export type LegSummary = Static<typeof LegSummary>;
/** GET /api/v2/team/tree?leg= — one leg (a direct referral and its descendants) per level. */
export const teamTreeRoute = route('GET', '/api/v2/team/tree', LegSummary, {
  querystring: TreeQuery,
});

/** A release plan as `donate_scheme` lists it. */
export const DonateScheme = Type.Object({
  scheme: Type.String(),
  donationBps: Type.Integer(),
  /** 0 = released at once. */
  days: Type.Integer(),
  /** Plans with a donation are off while DONATE_SWITCH is. */
  enabled: Type.Boolean(),
});
export const DonateSchemeList = Type.Object({ items: Type.Array(DonateScheme) });
export type DonateSchemeList = Static<typeof DonateSchemeList>;
/** GET /api/v2/common/donate_scheme */
export const donateSchemeRoute = route('GET', '/api/v2/common/donate_scheme', DonateSchemeList);

const SchemeSchema = Type.String({ maxLength: 20 });
export const ReleaseBody = ClosedObject({ scheme: SchemeSchema, amount: AmountInputSchema });
export type ReleaseBody = Static<typeof ReleaseBody>;

/** What a plan makes of an amount of locked bonus. */
export const DonateQuote = Type.Object({
  scheme: Type.String(),
  amount: DecimalStringSchema,
  donation: DecimalStringSchema,
  /** amount - donation. */
  release: DecimalStringSchema,
  days: Type.Integer(),
  dailyRelease: DecimalStringSchema,
  /** ISO 8601: the settlement that releases the last part. */
  estimatedEnd: Type.String(),
});
export type DonateQuote = Static<typeof DonateQuote>;
/** GET /api/v2/common/get_donate_num?scheme=&amount= */
export const getDonateNumRoute = route('GET', '/api/v2/common/get_donate_num', DonateQuote, {
  querystring: ReleaseBody,
});

export const ReleasePlan = Type.Object({
  id: IdSchema,
  ...DonateQuote.properties,
  released: DecimalStringSchema,
  status: Type.Union([Type.Literal('active'), Type.Literal('done')]),
  /** ISO 8601. */
  createdAt: Type.String(),
});
export type ReleasePlan = Static<typeof ReleasePlan>;
/** POST /api/v2/team/release — locked bonus into a plan (its donation to the reward pool). */
export const teamReleaseRoute = route('POST', '/api/v2/team/release', ReleasePlan, {
  headers: TeamHeaders,
  body: ReleaseBody,
});

export type ReleaseList = Page<typeof ReleasePlan>;
/** GET /api/v2/team/release/list?page=&pageSize= — the user's plans, newest first. */
export const teamReleaseListRoute = pageRoute(
  '/api/v2/team/release/list',
  ReleasePlan,
  TeamPageQuery,
);

export const TeamAmountBody = ClosedObject({ amount: AmountInputSchema });
export const BonusBalance = Type.Object({
  amount: DecimalStringSchema,
  withdrawable: DecimalStringSchema,
});
export type BonusBalance = Static<typeof BonusBalance>;
/** POST /api/v2/team/withdraw — released bonus -> available. */
export const teamWithdrawRoute = route('POST', '/api/v2/team/withdraw', BonusBalance, {
  headers: TeamHeaders,
  body: TeamAmountBody,
});

export type BurnAsset = (typeof BURN_ASSETS)[number];
/** `asset` may be left empty: the server answers "Select the currency to burn". */
export const BurnBody = ClosedObject({
  asset: Type.Optional(Type.Union([...BURN_ASSETS.map((a) => Type.Literal(a)), Type.Literal('')])),
});
export type BurnBody = Static<typeof BurnBody>;
export const BurnResult = Type.Object({
  asset: Type.String(),
  /** Tokens burned: the staked principal's count. */
  amount: DecimalStringSchema,
  /** Staked principal covered by every burn so far. */
  burned: DecimalStringSchema,
});
export type BurnResult = Static<typeof BurnResult>;
/** POST /api/v2/team/burn — burn tokens equal to the staked principal -> the burn account. */
export const teamBurnRoute = route('POST', '/api/v2/team/burn', BurnResult, {
  headers: TeamHeaders,
  body: BurnBody,
});

export const DonationQuery = PageQuery(TEAM_MAX_PAGE_SIZE, {
  scope: Type.Union([Type.Literal('mine'), Type.Literal('all')], { default: 'mine' }),
});
export type DonationQuery = Static<typeof DonationQuery>;
export const Donation = Type.Object({
  id: IdSchema,
  /** Masked. */
  address: Type.String(),
  scheme: Type.String(),
  amount: DecimalStringSchema,
  donation: DecimalStringSchema,
  /** ISO 8601. */
  time: Type.String(),
});
export type DonationList = Page<typeof Donation>;
/** GET /api/v2/team/donations?scope=mine|all&page=&pageSize= — newest first. */
export const teamDonationsRoute = pageRoute('/api/v2/team/donations', Donation, DonationQuery);
