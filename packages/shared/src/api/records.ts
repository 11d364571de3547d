import { type Static, Type } from '@sinclair/typebox';
import { RECORD_ACCOUNTS, RECORD_TYPES, RECORDS_MAX_PAGE_SIZE } from '../values/records';
import { type Page, PageQuery, pageRoute } from './paging';
import { AssetSchema, ClosedObject, DecimalStringSchema } from './primitives';

export type RecordType = (typeof RECORD_TYPES)[number];
export const RecordTypeSchema = Type.Union(RECORD_TYPES.map((t) => Type.Literal(t)));
export type RecordAccount = (typeof RECORD_ACCOUNTS)[number];
export const RecordAccountSchema = Type.Union(RECORD_ACCOUNTS.map((a) => Type.Literal(a)));

/** The filters every records read takes: one asset, one or more types, one account. */
const filters = {
  asset: Type.Optional(AssetSchema),
  type: Type.Optional(RecordTypeSchema),
  /** Several types at once (comma-separated), e.g. a swap's or the team's records. */
  types: Type.Optional(
    Type.String({ pattern: '^[a-z_]{1,40}(,[a-z_]{1,40}){0,39}$', maxLength: 1000 }),
  ),
  account: Type.Optional(RecordAccountSchema),
};

/** GET /api/v2/user/financial_detail?page=&pageSize=&asset=&type= */
export const FinancialDetailQuery = PageQuery(RECORDS_MAX_PAGE_SIZE, filters);
export type FinancialDetailQuery = Static<typeof FinancialDetailQuery>;

/** One change of one of the user's accounts: `amount` is signed ("-12.5"). */
export const RecordEntry = Type.Object({
  /** The operation's id; an operation that moved two accounts or assets gives two entries. */
  id: Type.String(),
  type: Type.String(),
  /** Which of the user's accounts moved (available, locked bonus, bond payout...). */
  account: RecordAccountSchema,
  asset: AssetSchema,
  amount: DecimalStringSchema,
  /** ISO 8601. */
  time: Type.String(),
  status: Type.String(),
});
export type RecordEntry = Static<typeof RecordEntry>;

export type FinancialDetail = Page<typeof RecordEntry>;
export const financialDetailRoute = pageRoute(
  '/api/v2/user/financial_detail',
  RecordEntry,
  FinancialDetailQuery,
);

/** An ISO 8601 instant in UTC, e.g. 2026-11-27T00:00:00Z or 2026-11-27T00:00:00.000Z. */
const INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$';

/**
 * GET /api/v2/user/financial_detail/export?asset=&type=&types=&account=&from=&to=: the
 * records the filters select, oldest first, as a CSV file (UTF-8 with a BOM) in the request's
 * language. `from` and `to` are ISO 8601 instants (`to` excluded); neither = all of it.
 */
export const RecordsExportQuery = ClosedObject({
  ...filters,
  from: Type.Optional(Type.String({ pattern: INSTANT })),
  to: Type.Optional(Type.String({ pattern: INSTANT })),
});
export type RecordsExportQuery = Static<typeof RecordsExportQuery>;
export const recordsExportRoute = {
  method: 'GET',
  url: '/api/v2/user/financial_detail/export',
  querystring: RecordsExportQuery,
  /** The file itself (text/csv), streamed; a refusal is the usual envelope. */
  response: Type.String({ contentMediaType: 'text/csv' }),
} as const;
