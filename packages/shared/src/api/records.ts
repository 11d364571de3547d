import { type Static, Type } from '@sinclair/typebox';
import { RECORD_TYPES, RECORDS_MAX_PAGE_SIZE } from '../values/records';
import { AssetSchema, DecimalStringSchema, Envelope } from './primitives';

export type RecordType = (typeof RECORD_TYPES)[number];
export const RecordTypeSchema = Type.Union(RECORD_TYPES.map((t) => Type.Literal(t)));

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
