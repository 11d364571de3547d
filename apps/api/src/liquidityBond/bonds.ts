import type { LiquidityBondStatus } from '@xbond/shared/api/liquidityBond';
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
import { readPage } from '../db/page';

/** A liquidity bond row (migrations/007_bonds.sql): LP donated, LP and X in base units. */
export interface LiquidityBond extends BondBase<LiquidityBondStatus> {
  /** The LP donated's USDD value then. */
  usddValue: bigint;
  /** LP released back over the term; X the interest half bought. */
  principal: bigint;
  interest: bigint;
  principalReleased: bigint;
  interestReleased: bigint;
  principalClaimed: bigint;
  interestClaimed: bigint;
  releaseStart: Date;
  redeemedAt: Date | null;
  penalty: bigint | null;
  returned: bigint | null;
  interestForfeited: bigint | null;
}

interface Row extends BaseRow<LiquidityBondStatus> {
  usdd_value: string;
  principal: string;
  interest: string;
  principal_released: string;
  interest_released: string;
  principal_claimed: string;
  interest_claimed: string;
  release_start: Date;
  redeemed_at: Date | null;
  penalty: string | null;
  returned: string | null;
  interest_forfeited: string | null;
}

const COLUMNS = `${BASE_COLUMNS}, usdd_value, principal, interest, principal_released,
  interest_released, principal_claimed, interest_claimed, release_start, redeemed_at, penalty,
  returned, interest_forfeited`;

const big = (v: string | null) => (v === null ? null : BigInt(v));
const toFlowBond = (r: Row): LiquidityBond => ({
  ...baseOf(r),
  usddValue: BigInt(r.usdd_value),
  principal: BigInt(r.principal),
  interest: BigInt(r.interest),
  principalReleased: BigInt(r.principal_released),
  interestReleased: BigInt(r.interest_released),
  principalClaimed: BigInt(r.principal_claimed),
  interestClaimed: BigInt(r.interest_claimed),
  releaseStart: new Date(r.release_start),
  redeemedAt: r.redeemed_at ? new Date(r.redeemed_at) : null,
  penalty: big(r.penalty),
  returned: big(r.returned),
  interestForfeited: big(r.interest_forfeited),
});

const rows = bondRows<Row, LiquidityBond>({
  name: 'flow_bonds',
  columns: COLUMNS,
  open: 'active',
  toBond: toFlowBond,
});

/** The user's bond (locked with `forUpdate`), a page of their bonds, an epoch's page. */
export const { find: findFlowBond, list: listFlowBonds, inEpoch: releasingBonds } = rows;

export type NewFlowBond = Pick<
  LiquidityBond,
  | 'userId'
  | 'amount'
  | 'usddValue'
  | 'days'
  | 'discountBps'
  | 'priceNum'
  | 'priceDen'
  | 'marketPrice'
  | 'bondPrice'
  | 'principal'
  | 'interest'
  | 'orderTime'
  | 'releaseStart'
  | 'deadline'
  | 'epochs'
> & { operationId: string };

export const insertFlowBond = (q: Queryable, b: NewFlowBond) =>
  rows.insert(q, {
    ...baseValues(b),
    usdd_value: b.usddValue,
    principal: b.principal,
    interest: b.interest,
    release_start: b.releaseStart,
    // Its first epoch is the one the release starts with.
    next_epoch_at: b.releaseStart,
    operation_id: b.operationId,
  });

export interface ReleaseStep {
  id: string;
  /** LP and X the epoch releases. */
  principal: bigint;
  interest: bigint;
}

/**
 * Books an epoch's releases on their bonds in one statement and moves each to its next epoch
 * (`completed` after its last); only bonds still at this epoch move.
 */
export async function advanceFlowBonds(
  q: Queryable,
  steps: readonly ReleaseStep[],
  epoch: { start: Date; end: Date },
): Promise<void> {
  const moved = await q.query(
    `UPDATE flow_bonds b SET principal_released = b.principal_released + v.principal,
       interest_released = b.interest_released + v.interest, epochs_done = b.epochs_done + 1,
       next_epoch_at = $5,
       status = CASE WHEN b.epochs_done + 1 = b.epochs THEN 'completed' ELSE b.status END
     FROM unnest($1::bigint[], $2::numeric[], $3::numeric[]) AS v (id, principal, interest)
     WHERE b.id = v.id AND b.next_epoch_at = $4 RETURNING 1`,
    [
      steps.map((s) => s.id),
      steps.map((s) => s.principal.toString()),
      steps.map((s) => s.interest.toString()),
      epoch.start.toISOString(),
      epoch.end.toISOString(),
    ],
  );
  expectMoved(moved.length, steps.length);
}

/** Marks everything released as claimed. */
export async function claimReleased(q: Queryable, id: string): Promise<void> {
  await q.query(
    `UPDATE flow_bonds SET principal_claimed = principal_released,
       interest_claimed = interest_released WHERE id = $1`,
    [id],
  );
}

export async function markRedeemed(
  q: Queryable,
  id: string,
  r: {
    at: Date;
    penalty: bigint;
    returned: bigint;
    interestForfeited: bigint;
    operationId: string;
  },
): Promise<void> {
  await q.query(
    `UPDATE flow_bonds SET status = 'redeemed', redeemed_at = $2, penalty = $3, returned = $4,
       interest_forfeited = $5, redeem_operation_id = $6 WHERE id = $1 AND status = 'active'`,
    [
      id,
      r.at.toISOString(),
      r.penalty.toString(),
      r.returned.toString(),
      r.interestForfeited.toString(),
      r.operationId,
    ],
  );
}

interface DonationRow {
  id: string;
  address: string;
  amount: string;
  days: number;
  usdd_value: string;
  order_time: Date;
  status: LiquidityBondStatus;
}

/** Donations newest first, one user's (`userId`) or everyone's, with the donor's address. */
export async function donations(
  q: Queryable,
  r: { userId: string | null; page: number; pageSize: number },
) {
  const { items, total } = await readPage(
    q,
    {
      sql: `SELECT f.id, u.address, f.amount::text, f.days, f.usdd_value::text, f.order_time, f.status
       FROM flow_bonds f JOIN users u ON u.id = f.user_id
       WHERE $1::bigint IS NULL OR f.user_id = $1
       ORDER BY f.id DESC LIMIT $2 OFFSET $3`,
      params: [r.userId, r.pageSize, (r.page - 1) * r.pageSize],
      item: (row: DonationRow) => row,
    },
    {
      sql: 'SELECT count(*)::text AS total FROM flow_bonds WHERE $1::bigint IS NULL OR user_id = $1',
      params: [r.userId],
    },
  );
  return { rows: items, total };
}

/**
 * A user's (or, with null, all users') liquidity bonds in figures: LP donated in all, the
 * active bonds, what is not released yet (the principal and interest pools; a redeemed bond's
 * is forfeited or returned) and what is released but not claimed.
 */
export async function bondTotals(q: Queryable, userId: string | null) {
  const [row] = await q.query<Record<'donated' | 'active' | 'lp' | 'x' | 'lpOut' | 'xOut', string>>(
    `SELECT COALESCE(SUM(amount), 0)::text AS donated,
       count(*) FILTER (WHERE status = 'active')::text AS active,
       COALESCE(SUM(principal - principal_released) FILTER (WHERE status = 'active'), 0)::text
         AS lp,
       COALESCE(SUM(interest - interest_released) FILTER (WHERE status = 'active'), 0)::text AS x,
       COALESCE(SUM(principal_released - principal_claimed), 0)::text AS "lpOut",
       COALESCE(SUM(interest_released - interest_claimed), 0)::text AS "xOut"
     FROM flow_bonds WHERE $1::bigint IS NULL OR user_id = $1`,
    [userId],
  );
  const n = (v: string | undefined) => BigInt(v ?? 0);
  return {
    donated: n(row?.donated),
    active: Number(row?.active ?? 0),
    principalPool: n(row?.lp),
    interestPool: n(row?.x),
    claimableLp: n(row?.lpOut),
    claimableX: n(row?.xOut),
  };
}
