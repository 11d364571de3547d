import type { InsuranceCurrency, InsuranceStatus } from '@xbond/shared/api/insurance';
import type { Queryable } from '../db/db';

export interface Policy {
  id: string;
  orderId: string;
  userId: string;
  currency: InsuranceCurrency;
  covered: bigint;
  premiumBps: number;
  premium: bigint;
  priceNum: bigint;
  priceDen: bigint;
  price: string;
  insuredValue: bigint;
  minReturnBps: number;
  guarantee: bigint;
  boughtAt: Date;
  status: InsuranceStatus;
  maturityPrice: string | null;
  maturityValue: bigint | null;
  payout: bigint | null;
  shortfall: bigint | null;
}

interface Row {
  id: string;
  order_id: string;
  user_id: string;
  currency: InsuranceCurrency;
  covered: string;
  premium_bps: number;
  premium: string;
  price_num: string;
  price_den: string;
  price: string;
  insured_value: string;
  min_return_bps: number;
  guarantee: string;
  bought_at: Date;
  status: InsuranceStatus;
  maturity_price: string | null;
  maturity_value: string | null;
  payout: string | null;
  shortfall: string | null;
}

const COLUMNS = `id, order_id, user_id, currency, covered, premium_bps, premium, price_num, price_den,
  price, insured_value, min_return_bps, guarantee, bought_at, status, maturity_price,
  maturity_value, payout, shortfall`;

/** The same columns of the policies table aliased `p`, for joins. */
const P_COLUMNS = COLUMNS.split(',')
  .map((c) => `p.${c.trim()}`)
  .join(', ');

const big = (v: string | null) => (v === null ? null : BigInt(v));
const toPolicy = (r: Row): Policy => ({
  id: String(r.id),
  orderId: String(r.order_id),
  userId: String(r.user_id),
  currency: r.currency,
  covered: BigInt(r.covered),
  premiumBps: r.premium_bps,
  premium: BigInt(r.premium),
  priceNum: BigInt(r.price_num),
  priceDen: BigInt(r.price_den),
  price: r.price,
  insuredValue: BigInt(r.insured_value),
  minReturnBps: r.min_return_bps,
  guarantee: BigInt(r.guarantee),
  boughtAt: new Date(r.bought_at),
  status: r.status,
  maturityPrice: r.maturity_price,
  maturityValue: big(r.maturity_value),
  payout: big(r.payout),
  shortfall: big(r.shortfall),
});

export type NewPolicy = Omit<
  Policy,
  'id' | 'status' | 'maturityPrice' | 'maturityValue' | 'payout' | 'shortfall'
> & { operationId: string };

/** Inserts the order's policy; null when the order is insured already (once per order). */
export async function insertPolicy(q: Queryable, p: NewPolicy): Promise<string | null> {
  const rows = await q.query<{ id: string }>(
    `INSERT INTO insurance_policies (order_id, user_id, currency, covered, premium_bps, premium,
       price_num, price_den, price, insured_value, min_return_bps, guarantee, bought_at,
       operation_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (order_id) DO NOTHING RETURNING id`,
    [
      p.orderId,
      p.userId,
      p.currency,
      p.covered.toString(),
      p.premiumBps,
      p.premium.toString(),
      p.priceNum.toString(),
      p.priceDen.toString(),
      p.price,
      p.insuredValue.toString(),
      p.minReturnBps,
      p.guarantee.toString(),
      p.boughtAt.toISOString(),
      p.operationId,
    ],
  );
  return rows[0] ? String(rows[0].id) : null;
}

/** The user's policy `id` (someone else's is not found). */
export async function findPolicy(q: Queryable, id: string, userId: string): Promise<Policy | null> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM insurance_policies WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  return rows[0] ? toPolicy(rows[0]) : null;
}

export async function policyOfOperation(q: Queryable, operationId: string): Promise<Policy | null> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM insurance_policies WHERE operation_id = $1`,
    [operationId],
  );
  return rows[0] ? toPolicy(rows[0]) : null;
}

export async function listPolicies(
  q: Queryable,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ items: Policy[]; total: number }> {
  const [items, count] = await Promise.all([
    q.query<Row>(
      `SELECT ${COLUMNS} FROM insurance_policies WHERE user_id = $1
       ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [userId, page.limit, page.offset],
    ),
    q.query<{ n: string }>('SELECT count(*) AS n FROM insurance_policies WHERE user_id = $1', [
      userId,
    ]),
  ]);
  return { items: items.map(toPolicy), total: Number(count[0]?.n ?? 0) };
}

/**
 * Active policies whose order matures by `end`, after `cursor` (keyset by id), locked: the
 * maturity settlement's batches.
 */
export async function maturingPolicies(
  q: Queryable,
  end: Date,
  cursor: string,
  limit: number,
): Promise<(Policy & { orderAmount: bigint; orderRewards: bigint })[]> {
  const rows = await q.query<Row & { order_amount: string; order_rewards: string }>(
    `SELECT ${P_COLUMNS}, o.amount AS order_amount,
       o.released AS order_rewards
     FROM insurance_policies p JOIN fixed_orders o ON o.id = p.order_id
     WHERE p.status = 'active' AND o.maturity_time <= $1 AND p.id > $2
     ORDER BY p.id LIMIT $3`,
    [end.toISOString(), cursor, limit],
  );
  return rows.map((r) => ({
    ...toPolicy(r),
    orderAmount: BigInt(r.order_amount),
    orderRewards: BigInt(r.order_rewards),
  }));
}

export async function settlePolicy(
  q: Queryable,
  id: string,
  s: {
    status: 'paid_out' | 'expired';
    maturityPrice: string;
    maturityValue: bigint;
    payout: bigint;
    shortfall: bigint;
    operationId: string;
  },
): Promise<void> {
  await q.query(
    `UPDATE insurance_policies SET status = $2, maturity_price = $3, maturity_value = $4,
       payout = $5, shortfall = $6, settle_operation_id = $7
     WHERE id = $1 AND status = 'active'`,
    [
      id,
      s.status,
      s.maturityPrice,
      s.maturityValue.toString(),
      s.payout.toString(),
      s.shortfall.toString(),
      s.operationId,
    ],
  );
}

/** All time, per currency: premiums paid in and payouts paid out; and policies in force. */
export async function poolTotals(q: Queryable) {
  const [sums, active] = await Promise.all([
    q.query<{ currency: InsuranceCurrency; premiums: string; payouts: string }>(
      `SELECT currency, sum(premium) AS premiums, COALESCE(sum(payout), 0) AS payouts
       FROM insurance_policies GROUP BY currency`,
    ),
    q.query<{ n: string }>(`SELECT count(*) AS n FROM insurance_policies WHERE status = 'active'`),
  ]);
  return {
    byCurrency: new Map(
      sums.map((s) => [s.currency, { premiums: BigInt(s.premiums), payouts: BigInt(s.payouts) }]),
    ),
    active: Number(active[0]?.n ?? 0),
  };
}
