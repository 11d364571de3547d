import type { BondStatus } from '@xbond/shared/api/bond';
import type { Queryable } from '../db/db';

/** A reserve bond row (migrations/007_bonds.sql), amounts in base units. */
export interface Bond {
  id: string;
  userId: string;
  /** USDD paid. */
  amount: bigint;
  days: number;
  discountBps: number;
  priceNum: bigint;
  priceDen: bigint;
  marketPrice: string;
  bondPrice: string;
  /** X owed at purchase. */
  payout: bigint;
  rebased: bigint;
  shortfall: bigint;
  vested: bigint;
  claimed: bigint;
  orderTime: Date;
  vestingStart: Date;
  deadline: Date;
  epochs: number;
  epochsDone: number;
  nextEpochAt: Date;
  status: BondStatus;
}

interface Row {
  id: string;
  user_id: string;
  amount: string;
  days: number;
  discount_bps: number;
  price_num: string;
  price_den: string;
  market_price: string;
  bond_price: string;
  payout: string;
  rebased: string;
  shortfall: string;
  vested: string;
  claimed: string;
  order_time: Date;
  vesting_start: Date;
  deadline: Date;
  epochs: number;
  epochs_done: number;
  next_epoch_at: Date;
  status: BondStatus;
}

const COLUMNS = `id, user_id, amount, days, discount_bps, price_num, price_den, market_price,
  bond_price, payout, rebased, shortfall, vested, claimed, order_time, vesting_start, deadline,
  epochs, epochs_done, next_epoch_at, status`;

const toBond = (r: Row): Bond => ({
  id: String(r.id),
  userId: String(r.user_id),
  amount: BigInt(r.amount),
  days: r.days,
  discountBps: r.discount_bps,
  priceNum: BigInt(r.price_num),
  priceDen: BigInt(r.price_den),
  marketPrice: r.market_price,
  bondPrice: r.bond_price,
  payout: BigInt(r.payout),
  rebased: BigInt(r.rebased),
  shortfall: BigInt(r.shortfall),
  vested: BigInt(r.vested),
  claimed: BigInt(r.claimed),
  orderTime: new Date(r.order_time),
  vestingStart: new Date(r.vesting_start),
  deadline: new Date(r.deadline),
  epochs: r.epochs,
  epochsDone: r.epochs_done,
  nextEpochAt: new Date(r.next_epoch_at),
  status: r.status,
});

/** X still vesting: owed plus rebased, less vested. */
export const unvested = (b: Pick<Bond, 'payout' | 'rebased' | 'vested'>) =>
  b.payout + b.rebased - b.vested;

export type NewBond = Omit<
  Bond,
  'id' | 'rebased' | 'shortfall' | 'vested' | 'claimed' | 'epochsDone' | 'nextEpochAt' | 'status'
> & {
  operationId: string;
};

export async function insertBond(q: Queryable, b: NewBond): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO bond_orders (user_id, amount, days, discount_bps, price_num, price_den,
       market_price, bond_price, payout, order_time, vesting_start, deadline, epochs,
       next_epoch_at, operation_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $11, $14) RETURNING id`,
    [
      b.userId,
      b.amount.toString(),
      b.days,
      b.discountBps,
      b.priceNum.toString(),
      b.priceDen.toString(),
      b.marketPrice,
      b.bondPrice,
      b.payout.toString(),
      b.orderTime.toISOString(),
      b.vestingStart.toISOString(),
      b.deadline.toISOString(),
      b.epochs,
      b.operationId,
    ],
  );
  if (!row) throw new Error('bond not inserted');
  return String(row.id);
}

/** The user's bond, locked for a change when `forUpdate`; null if it is not theirs. */
export async function findBond(
  q: Queryable,
  id: string,
  userId: string,
  forUpdate = false,
): Promise<Bond | null> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM bond_orders WHERE id = $1 AND user_id = $2
     ${forUpdate ? 'FOR NO KEY UPDATE' : ''}`,
    [id, userId],
  );
  return rows[0] ? toBond(rows[0]) : null;
}

export async function listBonds(
  q: Queryable,
  r: { userId: string; status?: BondStatus | undefined; page: number; pageSize: number },
): Promise<{ items: Bond[]; total: number }> {
  const filter = [r.userId, r.status ?? null];
  const where = 'user_id = $1 AND ($2::text IS NULL OR status = $2)';
  const [rows, counted] = await Promise.all([
    q.query<Row>(
      `SELECT ${COLUMNS} FROM bond_orders WHERE ${where} ORDER BY id DESC LIMIT $3 OFFSET $4`,
      [...filter, r.pageSize, (r.page - 1) * r.pageSize],
    ),
    q.query<{ total: string }>(`SELECT count(*)::text AS total FROM bond_orders WHERE ${where}`, [
      ...filter,
    ]),
  ]);
  return { items: rows.map(toBond), total: Number(counted[0]?.total ?? 0) };
}

/**
 * A page of the bonds that vest in the epoch starting at `epochStart`, by id after `afterId`,
 * locked: a claim of one of them waits for the page (and the page for the claim).
 */
export async function vestingBonds(
  q: Queryable,
  epochStart: Date,
  afterId: string,
  limit: number,
): Promise<Bond[]> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM bond_orders
     WHERE status = 'vesting' AND next_epoch_at = $1 AND id > $2
     ORDER BY id LIMIT $3 FOR NO KEY UPDATE`,
    [epochStart.toISOString(), afterId, limit],
  );
  return rows.map(toBond);
}

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
 * (`vested` after its last). Only bonds still at this epoch move: a step is never booked twice.
 */
export async function advanceBonds(
  q: Queryable,
  steps: readonly EpochStep[],
  epoch: { start: Date; end: Date },
): Promise<void> {
  const col = <T>(f: (s: EpochStep) => T) => steps.map(f);
  const rows = await q.query(
    `UPDATE bond_orders b SET rebased = b.rebased + v.rebase, shortfall = b.shortfall + v.short,
       vested = b.vested + v.vest, epochs_done = b.epochs_done + 1, next_epoch_at = $6,
       status = CASE WHEN b.epochs_done + 1 = b.epochs THEN 'vested' ELSE b.status END
     FROM unnest($1::bigint[], $2::numeric[], $3::numeric[], $4::numeric[])
       AS v (id, rebase, short, vest)
     WHERE b.id = v.id AND b.next_epoch_at = $5 RETURNING 1`,
    [
      col((s) => s.id),
      col((s) => s.rebase.toString()),
      col((s) => s.shortfall.toString()),
      col((s) => s.vest.toString()),
      epoch.start.toISOString(),
      epoch.end.toISOString(),
    ],
  );
  if (rows.length !== steps.length) {
    throw new Error(`${steps.length - rows.length} bonds moved past this epoch meanwhile`);
  }
}

/** Marks everything vested as claimed. */
export async function claimVested(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE bond_orders SET claimed = vested WHERE id = $1', [id]);
}
