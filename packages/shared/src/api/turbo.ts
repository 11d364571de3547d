import { type Static, Type } from '@sinclair/typebox';
import { TURBO_RECORD_TYPES, TURBO_RECORDS_MAX_PAGE_SIZE } from '../values/turbo';
import { AmountInputSchema, IdSchema } from './deposit';
import { type Page, PageQuery, pageRoute } from './paging';
import { AssetSchema, ClosedObject, DecimalStringSchema, route } from './primitives';
import { WithdrawApplyHeaders } from './withdrawal';

/**
 * The trading turbo (docs/trading.md): unstaked flexible principal waits in
 * the turbine as pending X; once the vortex is activated, every X bought by flash swap makes
 * an equal amount of it claimable. Amounts are decimal strings of X.
 */
export const TurboInfo = Type.Object({
  activated: Type.Boolean(),
  /** ISO 8601, null until activated. */
  activatedAt: Type.Union([Type.String(), Type.Null()]),
  /** TURBO_ACTIVATION_FEE, in USDD. */
  activationFee: DecimalStringSchema,
  /** Waiting to be bought back: buying N X by flash swap releases min(N, pending). */
  pending: DecimalStringSchema,
  claimable: DecimalStringSchema,
  /** All time: made claimable by swaps, and claimed to available. */
  released: DecimalStringSchema,
  claimed: DecimalStringSchema,
});
export type TurboInfo = Static<typeof TurboInfo>;

export const turboInfoRoute = route('GET', '/api/v2/turbo/info', TurboInfo);

/** POST /api/v2/turbo/activate — once: the activation fee moves from available to the treasury. */
export const turboActivateRoute = route('POST', '/api/v2/turbo/activate', TurboInfo, {
  headers: WithdrawApplyHeaders,
});

export const TurboClaimBody = ClosedObject({ amount: AmountInputSchema });
export type TurboClaimBody = Static<typeof TurboClaimBody>;

/** POST /api/v2/turbo/claim — claimable X -> available. */
export const turboClaimRoute = route('POST', '/api/v2/turbo/claim', TurboInfo, {
  headers: WithdrawApplyHeaders,
  body: TurboClaimBody,
});

export type TurboRecordType = (typeof TURBO_RECORD_TYPES)[number];
export const TurboRecord = Type.Object({
  /** The ledger operation's id (also in financial_detail). */
  id: IdSchema,
  type: Type.Union(TURBO_RECORD_TYPES.map((t) => Type.Literal(t))),
  asset: AssetSchema,
  /** Unsigned: the type says which way it moved. */
  amount: DecimalStringSchema,
  /** ISO 8601. */
  time: Type.String(),
});
export type TurboRecord = Static<typeof TurboRecord>;

export const TurboRecordsQuery = PageQuery(TURBO_RECORDS_MAX_PAGE_SIZE);
export type TurboRecordsQuery = Static<typeof TurboRecordsQuery>;

export type TurboRecords = Page<typeof TurboRecord>;

/** GET /api/v2/turbo/records?page=&pageSize= — newest first. */
export const turboRecordsRoute = pageRoute('/api/v2/turbo/records', TurboRecord, TurboRecordsQuery);
