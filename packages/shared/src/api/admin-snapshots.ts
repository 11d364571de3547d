import { type Static, Type } from '@sinclair/typebox';
import { AssetSchema, ClosedObject, DecimalStringSchema, route } from './primitives';

/**
 * The console's charts (docs/operations.md "Charts"): one snapshot per ended UTC day, written
 * by the `admin-snapshot` job after the day's settlements. Operators only, like every
 * /api/v2/admin/* route.
 */

/** How many days the charts may ask for at most. */
export const SNAPSHOT_DAYS_MAX = 365;

/** One asset's figures at a day's end. */
export const SnapshotAmounts = Type.Object({
  asset: AssetSchema,
  /** What every user was owed (the solvency table's "owed"). */
  liabilities: DecimalStringSchema,
  rewardPool: DecimalStringSchema,
  insurancePool: DecimalStringSchema,
  /** The prize pots not won yet (hour, week and month). */
  prizePool: DecimalStringSchema,
});
export type SnapshotAmounts = Static<typeof SnapshotAmounts>;

export const DaySnapshot = Type.Object({
  /** The UTC day, `YYYY-MM-DD`. */
  day: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  /** Users who moved money themselves that day (docs/operations.md "Charts"). */
  activeUsers: Type.Integer({ minimum: 0 }),
  assets: Type.Array(SnapshotAmounts),
});
export type DaySnapshot = Static<typeof DaySnapshot>;

export const SnapshotsQuery = ClosedObject({
  days: Type.Integer({ minimum: 1, maximum: SNAPSHOT_DAYS_MAX, default: 90 }),
});
export type SnapshotsQuery = Static<typeof SnapshotsQuery>;

export const Snapshots = Type.Object({
  /** The last `days` ended days that have a snapshot, oldest first. */
  days: Type.Array(DaySnapshot),
});
export type Snapshots = Static<typeof Snapshots>;

/** GET /api/v2/admin/snapshots?days=90: the charts' figures. */
export const snapshotsRoute = route('GET', '/api/v2/admin/snapshots', Snapshots, {
  querystring: SnapshotsQuery,
});
