import { type Static, Type } from '@sinclair/typebox';
import { AssetSchema, DecimalStringSchema, Envelope } from './primitives';

/** The record types so far (business-rules 12); later features add theirs here. */
export const RECORD_TYPES = [
  'deposit',
  'withdraw',
  'withdraw_refund',
  // Staking (docs/pledge.md).
  'stake',
  'unstake',
  'reward',
  'fixed_stake',
  'claim',
  'maturity',
  'repledge',
  // Insurance (docs/insurance.md).
  'insurance_premium',
  'insurance_payout',
  // Reserve and liquidity bonds (docs/bonds.md).
  'bond_buy',
  'bond_claim',
  'flowbond_donate',
  'flowbond_claim',
  'flowbond_redeem',
  // Trading (docs/trading.md): a swap (its input leaving, and its output once filled), a
  // Pending Exchange swap's input returning when cancelled; the turbo; a prize claimed.
  'swap',
  'swap_cancel',
  'turbo_activate',
  'turbo_release',
  'turbo_claim',
  'prize',
  // Team and community (docs/team.md): released dynamic bonus withdrawn, burn tokens burned.
  'bonus_withdraw',
  'burn',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
export const RecordTypeSchema = Type.Union(RECORD_TYPES.map((t) => Type.Literal(t)));

export const RECORDS_MAX_PAGE_SIZE = 100;

/** GET /api/v2/user/financial_detail?page=&pageSize=&asset=&type= */
export const FinancialDetailQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: RECORDS_MAX_PAGE_SIZE, default: 20 }),
    asset: Type.Optional(AssetSchema),
    type: Type.Optional(RecordTypeSchema),
  },
  { additionalProperties: false },
);
export type FinancialDetailQuery = Static<typeof FinancialDetailQuery>;

/** One change of the user's available balance: `amount` is signed ("-12.5"). */
export const RecordEntry = Type.Object({
  /** The operation's id; an operation that moved two assets gives two entries. */
  id: Type.String(),
  type: Type.String(),
  asset: AssetSchema,
  amount: DecimalStringSchema,
  /** ISO 8601. */
  time: Type.String(),
  status: Type.String(),
});
export type RecordEntry = Static<typeof RecordEntry>;

export const FinancialDetail = Type.Object({
  items: Type.Array(RecordEntry),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type FinancialDetail = Static<typeof FinancialDetail>;
export const financialDetailRoute = {
  method: 'GET',
  url: '/api/v2/user/financial_detail',
  querystring: FinancialDetailQuery,
  response: Envelope(FinancialDetail),
} as const;
