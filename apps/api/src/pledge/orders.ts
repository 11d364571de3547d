import type { Queryable } from '../db/db';
import { readPage } from '../db/page';
import { PPM } from './settings';

export type FixedOrderStatus = 'active' | 'matured' | 'repledged';

export interface FixedOrder {
  id: string;
  userId: string;
  amount: bigint;
  days: number;
  minRatePpm: number;
  maxRatePpm: number;
  orderTime: Date;
  rewardStart: Date;
  maturityTime: Date;
  status: FixedOrderStatus;
  released: bigint;
  claimed: bigint;
}

interface Row {
  id: string;
  user_id: string;
  amount: string;
  days: number;
  min_rate_ppm: number;
  max_rate_ppm: number;
  order_time: Date;
  reward_start: Date;
  maturity_time: Date;
  status: FixedOrderStatus;
  released: string;
  claimed: string;
}

const COLUMNS = `id, user_id, amount, days, min_rate_ppm, max_rate_ppm, order_time, reward_start,
  maturity_time, status, released, claimed`;

const toOrder = (r: Row): FixedOrder => ({
  id: String(r.id),
  userId: String(r.user_id),
  amount: BigInt(r.amount),
  days: r.days,
  minRatePpm: r.min_rate_ppm,
  maxRatePpm: r.max_rate_ppm,
  orderTime: new Date(r.order_time),
  rewardStart: new Date(r.reward_start),
  maturityTime: new Date(r.maturity_time),
  status: r.status,
  released: BigInt(r.released),
  claimed: BigInt(r.claimed),
});

export async function insertOrder(
  q: Queryable,
  o: Omit<FixedOrder, 'id' | 'status' | 'released' | 'claimed'> & {
    operationId: string;
    repledgedFrom?: string;
  },
): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO fixed_orders (user_id, amount, days, min_rate_ppm, max_rate_ppm, order_time,
       reward_start, maturity_time, operation_id, repledged_from)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      o.userId,
      o.amount.toString(),
      o.days,
      o.minRatePpm,
      o.maxRatePpm,
      o.orderTime.toISOString(),
      o.rewardStart.toISOString(),
      o.maturityTime.toISOString(),
      o.operationId,
      o.repledgedFrom ?? null,
    ],
  );
  if (!row) throw new Error('fixed order not inserted');
  return String(row.id);
}

/** The user's order, locked for a change when `forUpdate`; null if it is not theirs. */
export async function findOrder(
  q: Queryable,
  id: string,
  userId: string,
  forUpdate = false,
): Promise<FixedOrder | null> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM fixed_orders WHERE id = $1 AND user_id = $2
     ${forUpdate ? 'FOR NO KEY UPDATE' : ''}`,
    [id, userId],
  );
  return rows[0] ? toOrder(rows[0]) : null;
}

export async function listOrders(
  q: Queryable,
  r: {
    userId: string;
    status?: FixedOrderStatus | undefined;
    repledgeable?: boolean | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ items: FixedOrder[]; total: number }> {
  const filter = [r.userId, r.status ?? null, r.repledgeable ?? false];
  const where = `user_id = $1 AND ($2::text IS NULL OR status = $2)
    AND (NOT $3::boolean OR status = 'matured' OR released > claimed)`;
  return readPage(
    q,
    {
      sql: `SELECT ${COLUMNS} FROM fixed_orders WHERE ${where} ORDER BY id DESC LIMIT $4 OFFSET $5`,
      params: [...filter, r.pageSize, (r.page - 1) * r.pageSize],
      item: toOrder,
    },
    { sql: `SELECT count(*)::text AS total FROM fixed_orders WHERE ${where}`, params: filter },
  );
}

/** Orders that earn for the whole of [$1, $2): active, rewarded from its start, maturing after. */
const EARNING = `status = 'active' AND reward_start <= $1 AND maturity_time >= $2`;

/** Orders that earn for the whole of [start, end), by id after `afterId` (a settlement page). */
export async function earningOrders(
  q: Queryable,
  day: { start: Date; end: Date },
  afterId: string,
  limit: number,
): Promise<FixedOrder[]> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM fixed_orders
     WHERE ${EARNING} AND id > $3
     ORDER BY id LIMIT $4`,
    [day.start.toISOString(), day.end.toISOString(), afterId, limit],
  );
  return rows.map(toOrder);
}

/**
 * Every order's reward of the day at pool health `healthPpm` (`dailyReward` of the amount at
 * `dayRatePpm`, each rounded down as they round), summed in one statement over the orders that
 * `earningOrders` pages through: the day's total due, for the pro-rata share.
 */
export async function earningOrdersDue(
  q: Queryable,
  day: { start: Date; end: Date },
  healthPpm: bigint,
): Promise<bigint> {
  const [row] = await q.query<{ due: string }>(
    `SELECT COALESCE(SUM(div(amount * (min_rate_ppm
       + div((max_rate_ppm - min_rate_ppm) * $3::numeric, ${PPM})), ${PPM})), 0)::text AS due
     FROM fixed_orders WHERE ${EARNING}`,
    [day.start.toISOString(), day.end.toISOString(), healthPpm.toString()],
  );
  return BigInt(row?.due ?? 0);
}

/** Active orders whose maturity is at or before `end`, by id after `afterId`. */
export async function maturingOrders(
  q: Queryable,
  end: Date,
  afterId: string,
  limit: number,
): Promise<FixedOrder[]> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM fixed_orders
     WHERE status = 'active' AND maturity_time <= $1 AND id > $2 ORDER BY id LIMIT $3`,
    [end.toISOString(), afterId, limit],
  );
  return rows.map(toOrder);
}

/** Adds each order's paid release to its `released`, in one statement (a settlement page). */
export async function addReleased(
  q: Queryable,
  paid: readonly { orderId: string; amount: bigint }[],
): Promise<void> {
  if (paid.length === 0) return;
  await q.query(
    `UPDATE fixed_orders o SET released = o.released + v.amount
     FROM unnest($1::bigint[], $2::numeric[]) AS v (id, amount) WHERE o.id = v.id`,
    [paid.map((p) => p.orderId), paid.map((p) => p.amount.toString())],
  );
}

/** Marks everything released as claimed (a claim, or a repledge that takes the reward along). */
export async function claimAll(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE fixed_orders SET claimed = released WHERE id = $1', [id]);
}

export async function setStatus(q: Queryable, id: string, status: FixedOrderStatus) {
  await q.query('UPDATE fixed_orders SET status = $2 WHERE id = $1', [id, status]);
}

/** Each order's reward paid for one day (its "yesterday's yield"), by order id. */
export async function orderYields(
  q: Queryable,
  orderIds: readonly string[],
  day: string,
): Promise<Map<string, bigint>> {
  const rows = await q.query<{ order_id: string; paid: string }>(
    `SELECT order_id, paid::text AS paid FROM earnings
     WHERE order_id = ANY($1::bigint[]) AND day = $2`,
    [orderIds, day],
  );
  return new Map(rows.map((r) => [String(r.order_id), BigInt(r.paid)]));
}
