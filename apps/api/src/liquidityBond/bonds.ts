import type { FlowBondStatus } from '@xbond/shared/api/flowbond';
import type { Queryable } from '../db/db';

/** A liquidity bond row (migrations/007_bonds.sql): LP and X in base units. */
export interface FlowBond {
  id: string;
  userId: string;
  /** LP donated, and its USDD value then. */
  amount: bigint;
  usddValue: bigint;
  days: number;
  discountBps: number;
  priceNum: bigint;
  priceDen: bigint;
  marketPrice: string;
  bondPrice: string;
  /** LP released back over the term; X the interest half bought. */
  principal: bigint;
  interest: bigint;
  principalReleased: bigint;
  interestReleased: bigint;
  principalClaimed: bigint;
  interestClaimed: bigint;
  orderTime: Date;
  releaseStart: Date;
  deadline: Date;
  epochs: number;
  epochsDone: number;
  status: FlowBondStatus;
  redeemedAt: Date | null;
  penalty: bigint | null;
  returned: bigint | null;
  interestForfeited: bigint | null;
}

interface Row {
  id: string;
  user_id: string;
  amount: string;
  usdd_value: string;
  days: number;
  discount_bps: number;
  price_num: string;
  price_den: string;
  market_price: string;
  bond_price: string;
  principal: string;
  interest: string;
  principal_released: string;
  interest_released: string;
  principal_claimed: string;
  interest_claimed: string;
  order_time: Date;
  release_start: Date;
  deadline: Date;
  epochs: number;
  epochs_done: number;
  status: FlowBondStatus;
  redeemed_at: Date | null;
  penalty: string | null;
  returned: string | null;
  interest_forfeited: string | null;
}

const COLUMNS = `id, user_id, amount, usdd_value, days, discount_bps, price_num, price_den,
  market_price, bond_price, principal, interest, principal_released, interest_released,
  principal_claimed, interest_claimed, order_time, release_start, deadline, epochs, epochs_done,
  status, redeemed_at, penalty, returned, interest_forfeited`;

const big = (v: string | null) => (v === null ? null : BigInt(v));
const toFlowBond = (r: Row): FlowBond => ({
  id: String(r.id),
  userId: String(r.user_id),
  amount: BigInt(r.amount),
  usddValue: BigInt(r.usdd_value),
  days: r.days,
  discountBps: r.discount_bps,
  priceNum: BigInt(r.price_num),
  priceDen: BigInt(r.price_den),
  marketPrice: r.market_price,
  bondPrice: r.bond_price,
  principal: BigInt(r.principal),
  interest: BigInt(r.interest),
  principalReleased: BigInt(r.principal_released),
  interestReleased: BigInt(r.interest_released),
  principalClaimed: BigInt(r.principal_claimed),
  interestClaimed: BigInt(r.interest_claimed),
  orderTime: new Date(r.order_time),
  releaseStart: new Date(r.release_start),
  deadline: new Date(r.deadline),
  epochs: r.epochs,
  epochsDone: r.epochs_done,
  status: r.status,
  redeemedAt: r.redeemed_at ? new Date(r.redeemed_at) : null,
  penalty: big(r.penalty),
  returned: big(r.returned),
  interestForfeited: big(r.interest_forfeited),
});

export type NewFlowBond = Pick<
  FlowBond,
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

export async function insertFlowBond(q: Queryable, b: NewFlowBond): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO flow_bonds (user_id, amount, usdd_value, days, discount_bps, price_num,
       price_den, market_price, bond_price, principal, interest, order_time, release_start,
       deadline, epochs, next_epoch_at, operation_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $13, $16)
     RETURNING id`,
    [
      b.userId,
      b.amount.toString(),
      b.usddValue.toString(),
      b.days,
      b.discountBps,
      b.priceNum.toString(),
      b.priceDen.toString(),
      b.marketPrice,
      b.bondPrice,
      b.principal.toString(),
      b.interest.toString(),
      b.orderTime.toISOString(),
      b.releaseStart.toISOString(),
      b.deadline.toISOString(),
      b.epochs,
      b.operationId,
    ],
  );
  if (!row) throw new Error('liquidity bond not inserted');
  return String(row.id);
}

/** The user's bond, locked for a change when `forUpdate`; null if it is not theirs. */
export async function findFlowBond(
  q: Queryable,
  id: string,
  userId: string,
  forUpdate = false,
): Promise<FlowBond | null> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM flow_bonds WHERE id = $1 AND user_id = $2
     ${forUpdate ? 'FOR NO KEY UPDATE' : ''}`,
    [id, userId],
  );
  return rows[0] ? toFlowBond(rows[0]) : null;
}

export async function listFlowBonds(
  q: Queryable,
  r: { userId: string; status?: FlowBondStatus | undefined; page: number; pageSize: number },
): Promise<{ items: FlowBond[]; total: number }> {
  const filter = [r.userId, r.status ?? null];
  const where = 'user_id = $1 AND ($2::text IS NULL OR status = $2)';
  const [rows, counted] = await Promise.all([
    q.query<Row>(
      `SELECT ${COLUMNS} FROM flow_bonds WHERE ${where} ORDER BY id DESC LIMIT $3 OFFSET $4`,
      [...filter, r.pageSize, (r.page - 1) * r.pageSize],
    ),
    q.query<{ total: string }>(`SELECT count(*)::text AS total FROM flow_bonds WHERE ${where}`, [
      ...filter,
    ]),
  ]);
  return { items: rows.map(toFlowBond), total: Number(counted[0]?.total ?? 0) };
}

/** A page of the bonds that release in the epoch starting at `epochStart`, locked. */
export async function releasingBonds(
  q: Queryable,
  epochStart: Date,
  afterId: string,
  limit: number,
): Promise<FlowBond[]> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM flow_bonds
     WHERE status = 'active' AND next_epoch_at = $1 AND id > $2
     ORDER BY id LIMIT $3 FOR NO KEY UPDATE`,
    [epochStart.toISOString(), afterId, limit],
  );
  return rows.map(toFlowBond);
}

export interface ReleaseStep {
  id: string;
  userId: string;
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
  const rows = await q.query(
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
  if (rows.length !== steps.length) {
    throw new Error(`${steps.length - rows.length} bonds moved past this epoch meanwhile`);
  }
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

/** Donations newest first, one user's (`userId`) or everyone's, with the donor's address. */
export async function donations(
  q: Queryable,
  r: { userId: string | null; page: number; pageSize: number },
) {
  const [rows, counted] = await Promise.all([
    q.query<{
      id: string;
      address: string;
      amount: string;
      days: number;
      usdd_value: string;
      order_time: Date;
      status: FlowBondStatus;
    }>(
      `SELECT f.id, u.address, f.amount::text, f.days, f.usdd_value::text, f.order_time, f.status
       FROM flow_bonds f JOIN users u ON u.id = f.user_id
       WHERE $1::bigint IS NULL OR f.user_id = $1
       ORDER BY f.id DESC LIMIT $2 OFFSET $3`,
      [r.userId, r.pageSize, (r.page - 1) * r.pageSize],
    ),
    q.query<{ total: string }>(
      'SELECT count(*)::text AS total FROM flow_bonds WHERE $1::bigint IS NULL OR user_id = $1',
      [r.userId],
    ),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

/** All users' bonds: LP donated in all, and the active ones. */
export async function networkTotals(q: Queryable) {
  const [row] = await q.query<{ donated: string; active: string }>(
    `SELECT COALESCE(SUM(amount), 0)::text AS donated,
       count(*) FILTER (WHERE status = 'active')::text AS active
     FROM flow_bonds`,
  );
  return { donated: BigInt(row?.donated ?? 0), active: Number(row?.active ?? 0) };
}
