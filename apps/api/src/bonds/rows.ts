import type { Queryable } from '../db/db';
import { readPage } from '../db/page';

/** What every bond has: whose, how much, the term and its discount, the prices, the schedule. */
export interface BondBase<S extends string> {
  id: string;
  userId: string;
  /** What was paid in: USDD (reserve) or LP (liquidity), base units. */
  amount: bigint;
  days: number;
  discountBps: number;
  /** X's price in USDD then (the exact fraction, and as shown) and the bond's price. */
  priceNum: bigint;
  priceDen: bigint;
  marketPrice: string;
  bondPrice: string;
  orderTime: Date;
  deadline: Date;
  epochs: number;
  epochsDone: number;
  status: S;
}

/** The columns of BondBase, as read. */
export interface BaseRow<S extends string> {
  id: string;
  user_id: string;
  amount: string;
  days: number;
  discount_bps: number;
  price_num: string;
  price_den: string;
  market_price: string;
  bond_price: string;
  order_time: Date;
  deadline: Date;
  epochs: number;
  epochs_done: number;
  status: S;
}

export const BASE_COLUMNS = `id, user_id, amount, days, discount_bps, price_num, price_den,
  market_price, bond_price, order_time, deadline, epochs, epochs_done, status`;

/** A new bond's BondBase columns (the rest start at their defaults). */
export const baseValues = (b: Omit<BondBase<string>, 'id' | 'epochsDone' | 'status'>) => ({
  user_id: b.userId,
  amount: b.amount,
  days: b.days,
  discount_bps: b.discountBps,
  price_num: b.priceNum,
  price_den: b.priceDen,
  market_price: b.marketPrice,
  bond_price: b.bondPrice,
  order_time: b.orderTime,
  deadline: b.deadline,
  epochs: b.epochs,
});

export const baseOf = <S extends string>(r: BaseRow<S>): BondBase<S> => ({
  id: String(r.id),
  userId: String(r.user_id),
  amount: BigInt(r.amount),
  days: r.days,
  discountBps: r.discount_bps,
  priceNum: BigInt(r.price_num),
  priceDen: BigInt(r.price_den),
  marketPrice: r.market_price,
  bondPrice: r.bond_price,
  orderTime: new Date(r.order_time),
  deadline: new Date(r.deadline),
  epochs: r.epochs,
  epochsDone: r.epochs_done,
  status: r.status,
});

/** How a bond table's rows are read: reserve bonds (`bond_orders`), liquidity (`flow_bonds`). */
interface BondTable<R, B> {
  name: 'bond_orders' | 'flow_bonds';
  columns: string;
  /** The status of the bonds an epoch still moves. */
  open: 'vesting' | 'active';
  toBond(row: R): B;
}

/** The user's bond, locked for a change when `forUpdate`; null if it is not theirs. */
async function findUserBond<R extends object, B>(
  t: BondTable<R, B>,
  q: Queryable,
  id: string,
  userId: string,
  forUpdate = false,
): Promise<B | null> {
  const rows = await q.query<R>(
    `SELECT ${t.columns} FROM ${t.name} WHERE id = $1 AND user_id = $2
     ${forUpdate ? 'FOR NO KEY UPDATE' : ''}`,
    [id, userId],
  );
  return rows[0] ? t.toBond(rows[0]) : null;
}

/** A page of the user's bonds, newest first, optionally of one status, and their number. */
async function listUserBonds<R extends object, B>(
  t: BondTable<R, B>,
  q: Queryable,
  r: { userId: string; status?: string | undefined; page: number; pageSize: number },
): Promise<{ items: B[]; total: number }> {
  const filter = [r.userId, r.status ?? null];
  const where = 'user_id = $1 AND ($2::text IS NULL OR status = $2)';
  return readPage(
    q,
    {
      sql: `SELECT ${t.columns} FROM ${t.name} WHERE ${where} ORDER BY id DESC LIMIT $3 OFFSET $4`,
      params: [...filter, r.pageSize, (r.page - 1) * r.pageSize],
      item: (row: R) => t.toBond(row),
    },
    { sql: `SELECT count(*)::text AS total FROM ${t.name} WHERE ${where}`, params: filter },
  );
}

/**
 * A page of the bonds that move in the epoch starting at `epochStart`, by id after `afterId`,
 * locked: a claim or a redemption of one of them waits for the page (and the page for it).
 */
async function epochBonds<R extends object, B>(
  t: BondTable<R, B>,
  q: Queryable,
  epochStart: Date,
  afterId: string,
  limit: number,
): Promise<B[]> {
  const rows = await q.query<R>(
    `SELECT ${t.columns} FROM ${t.name}
     WHERE status = $1 AND next_epoch_at = $2 AND id > $3
     ORDER BY id LIMIT $4 FOR NO KEY UPDATE`,
    [t.open, epochStart.toISOString(), afterId, limit],
  );
  return rows.map((row) => t.toBond(row));
}

/** An epoch's update must move every bond of its page: anything else is a bug, not a rerun. */
export function expectMoved(moved: number, page: number): void {
  if (moved !== page) throw new Error(`${page - moved} bonds moved past this epoch meanwhile`);
}

/**
 * Inserts a bond row from its columns' values (amounts as bigint, times as Date); answers its
 * id.
 */
async function insertBondRow(
  q: Queryable,
  table: BondTable<object, unknown>['name'],
  values: Record<string, string | number | bigint | Date>,
): Promise<string> {
  const columns = Object.keys(values);
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO ${table} (${columns.join(', ')})
     VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(values).map((v) =>
      v instanceof Date ? v.toISOString() : typeof v === 'bigint' ? v.toString() : v,
    ),
  );
  if (!row) throw new Error(`${table} row not inserted`);
  return String(row.id);
}

/** A bond table's repository: its user's bonds, an epoch's page, new rows. */
export function bondRows<R extends object, B>(t: BondTable<R, B>) {
  return {
    find: (q: Queryable, id: string, userId: string, forUpdate = false) =>
      findUserBond(t, q, id, userId, forUpdate),
    list: (q: Queryable, r: Parameters<typeof listUserBonds>[2]) => listUserBonds(t, q, r),
    inEpoch: (q: Queryable, epochStart: Date, afterId: string, limit: number) =>
      epochBonds(t, q, epochStart, afterId, limit),
    insert: (q: Queryable, values: Parameters<typeof insertBondRow>[2]) =>
      insertBondRow(q, t.name, values),
  };
}
