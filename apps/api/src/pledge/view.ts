import type { FixedOrder as FixedOrderView } from '@xbond/shared/api/pledge';
import { periodAt } from '@xbond/shared/periods';
import type { Queryable } from '../db/db';
import type { AssetBook } from '../ledger/assets';
import { type FixedOrder, orderYields } from './orders';
import { dailyReward } from './rates';

/** The day before the one `now` is in: its settlement is "yesterday's yield". */
export const yesterday = (now: Date) => periodAt('day', new Date(now.getTime() - 86_400_000)).name;

/** The number an order is shown by. */
export const orderNumber = (id: string) => `P${id.padStart(8, '0')}`;

/**
 * Fixed orders as the API shows them, with their yesterday's yield and whether they are
 * insured (one query each for all).
 */
export async function orderViews(
  q: Queryable,
  book: AssetBook,
  orders: readonly FixedOrder[],
  now: Date,
): Promise<FixedOrderView[]> {
  const ids = orders.map((o) => o.id);
  const [yields, policies] = await Promise.all([
    orderYields(q, ids, yesterday(now)),
    policiesOfOrders(q, ids),
  ]);
  return orders.map((o) =>
    orderView(book, o, now, yields.get(o.id) ?? 0n, policies.get(o.id) ?? null),
  );
}

function orderView(
  book: AssetBook,
  o: FixedOrder,
  now: Date,
  yesterdayYield: bigint,
  policyId: string | null,
) {
  const x = (amount: bigint) => book.format('X', amount);
  const expected = (ratePpm: number) => dailyReward(o.amount, BigInt(ratePpm)) * BigInt(o.days);
  const remainingMs = o.maturityTime.getTime() - now.getTime();
  return {
    id: o.id,
    orderNumber: orderNumber(o.id),
    amount: x(o.amount),
    orderTime: o.orderTime.toISOString(),
    days: o.days,
    maturityTime: o.maturityTime.toISOString(),
    minRatePpm: o.minRatePpm,
    maxRatePpm: o.maxRatePpm,
    expectedMinReward: x(expected(o.minRatePpm)),
    expectedMaxReward: x(expected(o.maxRatePpm)),
    remainingRewardTime: o.status === 'active' ? Math.max(0, Math.ceil(remainingMs / 1000)) : 0,
    released: x(o.released),
    claimed: x(o.claimed),
    claimable: x(o.released - o.claimed),
    insured: policyId !== null,
    policyId,
    yesterdayYield: x(yesterdayYield),
    totalRevenue: x(o.released),
    status: o.status,
  };
}

/** One order of the user as the API shows it. */
export async function oneOrderView(
  q: Queryable,
  book: AssetBook,
  order: FixedOrder,
  now: Date,
): Promise<FixedOrderView> {
  const [view] = await orderViews(q, book, [order], now);
  if (!view) throw new Error(`order ${order.id} has no view`);
  return view;
}

/**
 * The policies of the orders among `orderIds` that carry one: order id -> policy id. Insurance
 * builds on staking, so staking reads its table here rather than importing insurance.
 */
async function policiesOfOrders(q: Queryable, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await q.query<{ id: string; order_id: string }>(
    'SELECT id, order_id FROM insurance_policies WHERE order_id = ANY($1::bigint[])',
    [orderIds],
  );
  return new Map(rows.map((r) => [String(r.order_id), String(r.id)]));
}
