import type { ReserveBondStatus } from '@xbond/shared/api/reserveBond';
import {
  BASE_COLUMNS,
  type BaseRow,
  type BondBase,
  baseOf,
  baseValues,
  bondRows,
  expectMoved,
} from '../bonds/rows';
import type { Queryable } from '../db/db';

/** A reserve bond row (migrations/007_bonds.sql): USDD paid, X owed, in base units. */
export interface Bond extends BondBase<ReserveBondStatus> {
  /** X owed at purchase, X the rebases added, X the pool could not pay, vested, claimed. */
  payout: bigint;
  rebased: bigint;
  shortfall: bigint;
  vested: bigint;
  claimed: bigint;
  vestingStart: Date;
}

interface Row extends BaseRow<ReserveBondStatus> {
  payout: string;
  rebased: string;
  shortfall: string;
  vested: string;
  claimed: string;
  vesting_start: Date;
}

const COLUMNS = `${BASE_COLUMNS}, payout, rebased, shortfall, vested, claimed, vesting_start`;

const toBond = (r: Row): Bond => ({
  ...baseOf(r),
  payout: BigInt(r.payout),
  rebased: BigInt(r.rebased),
  shortfall: BigInt(r.shortfall),
  vested: BigInt(r.vested),
  claimed: BigInt(r.claimed),
  vestingStart: new Date(r.vesting_start),
});

const rows = bondRows<Row, Bond>({
  name: 'bond_orders',
  columns: COLUMNS,
  open: 'vesting',
  toBond,
});

/** The user's bond (locked with `forUpdate`), a page of their bonds, an epoch's page. */
export const { find: findBond, list: listBonds, inEpoch: vestingBonds } = rows;

/** X still vesting: owed plus rebased, less vested. */
export const unvested = (b: Pick<Bond, 'payout' | 'rebased' | 'vested'>) =>
  b.payout + b.rebased - b.vested;

export type NewBond = Omit<
  Bond,
  'id' | 'rebased' | 'shortfall' | 'vested' | 'claimed' | 'epochsDone' | 'status'
> & {
  operationId: string;
};

export const insertBond = (q: Queryable, b: NewBond) =>
  rows.insert(q, {
    ...baseValues(b),
    payout: b.payout,
    vesting_start: b.vestingStart,
    // Its first epoch is the one vesting starts with.
    next_epoch_at: b.vestingStart,
    operation_id: b.operationId,
  });

/** Every rebase the epoch asks of the reward pool (for the pro-rata share), rounded down each. */
export async function rebaseDue(q: Queryable, epochStart: Date, ratePpm: bigint): Promise<bigint> {
  const [row] = await q.query<{ due: string }>(
    `SELECT COALESCE(SUM(div((payout + rebased - vested) * $2, 1000000)), 0)::text AS due
     FROM bond_orders WHERE status = 'vesting' AND next_epoch_at = $1`,
    [epochStart.toISOString(), ratePpm.toString()],
  );
  return BigInt(row?.due ?? 0);
}

export interface EpochStep {
  id: string;
  userId: string;
  /** Paid from the pool, and what the pool could not pay. */
  rebase: bigint;
  shortfall: bigint;
  vest: bigint;
}

/**
 * Books an epoch's steps on their bonds in one statement and moves each to its next epoch
 * (`vested` after its last), keeping where each bond stood after it (bond_epochs, the vesting
 * chart's history). Only bonds still at this epoch move: a step is never booked twice.
 */
export async function advanceBonds(
  q: Queryable,
  steps: readonly EpochStep[],
  epoch: { start: Date; end: Date },
): Promise<void> {
  const col = <T>(f: (s: EpochStep) => T) => steps.map(f);
  const moved = await q.query(
    `WITH moved AS (
       UPDATE bond_orders b SET rebased = b.rebased + v.rebase,
         shortfall = b.shortfall + v.short, vested = b.vested + v.vest,
         epochs_done = b.epochs_done + 1, next_epoch_at = $6,
         status = CASE WHEN b.epochs_done + 1 = b.epochs THEN 'vested' ELSE b.status END
       FROM unnest($1::bigint[], $2::numeric[], $3::numeric[], $4::numeric[])
         AS v (id, rebase, short, vest)
       WHERE b.id = v.id AND b.next_epoch_at = $5
       RETURNING b.id, b.rebased, b.vested, b.claimed
     )
     INSERT INTO bond_epochs (bond_id, epoch_end, rebased, vested, claimed)
     SELECT id, $6, rebased, vested, claimed FROM moved RETURNING 1`,
    [
      col((s) => s.id),
      col((s) => s.rebase.toString()),
      col((s) => s.shortfall.toString()),
      col((s) => s.vest.toString()),
      epoch.start.toISOString(),
      epoch.end.toISOString(),
    ],
  );
  expectMoved(moved.length, steps.length);
}

/** Marks everything vested as claimed. */
export async function claimVested(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE bond_orders SET claimed = vested WHERE id = $1', [id]);
}
