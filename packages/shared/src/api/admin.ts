import { type Static, Type } from '@sinclair/typebox';
import { FUNDABLE_POOLS } from '../values/fundable-pools';
import { PageOf, PageQuery } from './paging';
import { AddressSchema, AssetSchema, ClosedObject, DecimalStringSchema, route } from './primitives';

/**
 * The operator's console (docs/operations.md). Every /api/v2/admin/* route answers an
 * operator only; anyone else gets the answer of an unknown route (404).
 */

const IdSchema = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });
const DaySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** Why an operator acts: required on every action and kept in the audit trail. */
export const ReasonSchema = Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' });

/** The Idempotency-Key of an operator action that moves money. */
export const AdminIdempotentHeaders = Type.Object({
  'idempotency-key': Type.String({ pattern: '^[\\x21-\\x7e]{1,100}$' }),
});

/** GET /api/v2/admin/me: who the operator is. */
export const AdminMe = Type.Object({
  address: AddressSchema,
  role: Type.Literal('operator'),
});
export type AdminMe = Static<typeof AdminMe>;
export const adminMeRoute = route('GET', '/api/v2/admin/me', AdminMe);

/** POST /api/v2/admin/pools/fund: moves treasury inventory into a pool, one ledger operation. */
export const FundPoolBody = ClosedObject({
  pool: Type.Union(FUNDABLE_POOLS.map((p) => Type.Literal(p))),
  asset: AssetSchema,
  amount: DecimalStringSchema,
  reason: ReasonSchema,
});
export type FundPoolBody = Static<typeof FundPoolBody>;
export const FundPoolResult = Type.Object({
  operationId: Type.String(),
  /** The pool's and the treasury's balances of the asset after the funding. */
  pool: DecimalStringSchema,
  treasury: DecimalStringSchema,
  /** True when this Idempotency-Key had already funded: nothing moved this time. */
  replayed: Type.Boolean(),
});
export type FundPoolResult = Static<typeof FundPoolResult>;
export const fundPoolRoute = route('POST', '/api/v2/admin/pools/fund', FundPoolResult, {
  headers: AdminIdempotentHeaders,
  body: FundPoolBody,
});

/** A deposit held in suspense (a transfer from an address no user has). */
export const SuspenseItem = Type.Object({
  id: Type.String(),
  txHash: Type.String(),
  from: AddressSchema,
  asset: AssetSchema,
  amount: DecimalStringSchema,
  decision: Type.Union([Type.Literal('assigned'), Type.Literal('return'), Type.Null()]),
  /** The address credited, when assigned. */
  assignedTo: Type.Union([AddressSchema, Type.Null()]),
});
export type SuspenseItem = Static<typeof SuspenseItem>;
export const suspenseListRoute = route(
  'GET',
  '/api/v2/admin/suspense',
  Type.Object({ items: Type.Array(SuspenseItem) }),
);

/** POST /api/v2/admin/suspense/decide: credit a held deposit to a user, or mark it for return. */
export const SuspenseDecisionBody = Type.Union([
  ClosedObject({
    id: IdSchema,
    decision: Type.Literal('assign'),
    address: AddressSchema,
    reason: ReasonSchema,
  }),
  ClosedObject({ id: IdSchema, decision: Type.Literal('return'), reason: ReasonSchema }),
]);
export type SuspenseDecisionBody = Static<typeof SuspenseDecisionBody>;
export const suspenseDecideRoute = route(
  'POST',
  '/api/v2/admin/suspense/decide',
  Type.Object({ item: SuspenseItem, operationId: Type.String() }),
  { headers: AdminIdempotentHeaders, body: SuspenseDecisionBody },
);

/** One row of the audit trail. */
export const AuditRow = Type.Object({
  id: Type.String(),
  at: Type.String(),
  actor: AddressSchema,
  action: Type.String(),
  target: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  reason: Type.String(),
});
export type AuditRow = Static<typeof AuditRow>;
export const AuditQuery = PageQuery(100, {
  action: Type.Optional(Type.String({ pattern: '^[a-z][a-zA-Z0-9_.-]{0,63}$' })),
  actor: Type.Optional(AddressSchema),
  /** UTC days, inclusive. */
  from: Type.Optional(DaySchema),
  to: Type.Optional(DaySchema),
});
export type AuditQuery = Static<typeof AuditQuery>;
export const auditRoute = route(
  'GET',
  '/api/v2/admin/audit',
  Type.Object({
    ...PageOf(AuditRow).properties,
    /** Every action the trail holds, for the filter. */
    actions: Type.Array(Type.String()),
  }),
  { querystring: AuditQuery },
);

/** What users are owed of one asset, against what covers it (docs/operations.md "Solvency"). */
export const SolvencyRow = Type.Object({
  asset: AssetSchema,
  available: DecimalStringSchema,
  pendingWithdrawal: DecimalStringSchema,
  pledges: DecimalStringSchema,
  bonds: DecimalStringSchema,
  pendingSwaps: DecimalStringSchema,
  bonus: DecimalStringSchema,
  /** Everything above. */
  owed: DecimalStringSchema,
  /** The Vault's balance on chain now. */
  vault: DecimalStringSchema,
  /** The treasury's inventory (part of what the Vault holds). */
  treasury: DecimalStringSchema,
  /** vault / owed in basis points; null when nothing is owed. */
  ratioBps: Type.Union([Type.Integer(), Type.Null()]),
});
export type SolvencyRow = Static<typeof SolvencyRow>;

const AssetAmount = Type.Object({ asset: AssetSchema, amount: DecimalStringSchema });
export type AssetAmount = Static<typeof AssetAmount>;

export const PoolsFigures = Type.Object({
  reward: Type.Array(
    Type.Object({
      asset: AssetSchema,
      balance: DecimalStringSchema,
      /** Paid out of the pool by the last 7 settled days' jobs. */
      paid7d: DecimalStringSchema,
      /** Whole days the balance lasts at that rate; null when nothing was paid. */
      runwayDays: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
  insurance: Type.Array(AssetAmount),
  /** The active policies' guarantees (USDD) and their covered principal (X). */
  activeGuaranteeUsdd: DecimalStringSchema,
  activeCoveredX: DecimalStringSchema,
  activePolicies: Type.Integer(),
  prize: Type.Array(
    Type.Object({
      asset: AssetSchema,
      hour: DecimalStringSchema,
      week: DecimalStringSchema,
      month: DecimalStringSchema,
      won: DecimalStringSchema,
    }),
  ),
  /** The treasury's inventory per asset against the Pending Exchange swaps waiting for it. */
  treasury: Type.Array(
    Type.Object({
      asset: AssetSchema,
      inventory: DecimalStringSchema,
      /** Pending Exchange swaps paying out this asset, and what they were quoted. */
      pendingSwaps: Type.Integer(),
      pendingSwapsWant: DecimalStringSchema,
    }),
  ),
});
export type PoolsFigures = Static<typeof PoolsFigures>;

export const ActivityFigures = Type.Object({
  /** The product day (UTC) the figures are about. */
  day: Type.String(),
  bondCapacitySold: DecimalStringSchema,
  bondCapacity: DecimalStringSchema,
  /** Operations booked since the day began, by kind: count and amounts per asset. */
  kinds: Type.Array(
    Type.Object({
      kind: Type.String(),
      count: Type.Integer(),
      amounts: Type.Array(AssetAmount),
    }),
  ),
});
export type ActivityFigures = Static<typeof ActivityFigures>;

export const JobsFigures = Type.Object({
  jobs: Type.Array(
    Type.Object({
      job: Type.String(),
      period: Type.String(),
      settled: Type.Union([Type.String(), Type.Null()]),
      lag: Type.Integer(),
      failures: Type.Integer(),
      lastError: Type.Union([Type.String(), Type.Null()]),
      failedAt: Type.Union([Type.String(), Type.Null()]),
      retryAt: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  watcher: Type.Object({
    cursor: Type.Union([Type.String(), Type.Null()]),
    head: Type.Union([Type.String(), Type.Null()]),
    /** Blocks between the chain's head and the cursor. */
    behind: Type.Union([Type.String(), Type.Null()]),
    reorg: Type.Boolean(),
  }),
  suspenseWaiting: Type.Integer(),
});
export type JobsFigures = Static<typeof JobsFigures>;

/** GET /api/v2/admin/dashboard: the console's figures, read now. */
export const Dashboard = Type.Object({
  at: Type.String(),
  solvency: Type.Array(SolvencyRow),
  pools: PoolsFigures,
  activity: ActivityFigures,
  jobs: JobsFigures,
});
export type Dashboard = Static<typeof Dashboard>;
export const dashboardRoute = route('GET', '/api/v2/admin/dashboard', Dashboard);
