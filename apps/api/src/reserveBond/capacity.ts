import { parseAmount } from '@xbond/shared/amount';
import type { ReserveBondCapacity } from '@xbond/shared/api/reserveBond';
import { type Period, periodAt } from '@xbond/shared/periods';
import type { ReserveBondContext } from '../bonds/context';
import type { Queryable } from '../db/db';
import { AppError } from '../errors';

/** BOND_DAILY_CAPACITY in X base units. */
const dailyCapacity = (ctx: ReserveBondContext) =>
  parseAmount(ctx.settings.dailyCapacity, ctx.money.book.decimals('X'));

/** X sold on `day` (its period name) across all users. */
async function soldOn(q: Queryable, day: string): Promise<bigint> {
  const rows = await q.query<{ sold: string }>(
    'SELECT sold::text AS sold FROM bond_capacity WHERE day = $1',
    [day],
  );
  return BigInt(rows[0]?.sold ?? 0);
}

/** The capacity of the UTC day `now` is in: sold, left, and when it resets (public). */
export async function capacityAt(ctx: ReserveBondContext, q: Queryable, now: Date) {
  const day = periodAt('day', now);
  const daily = dailyCapacity(ctx);
  const sold = await soldOn(q, day.name);
  return { day, daily, sold, left: daily > sold ? daily - sold : 0n };
}

export function capacityView(
  ctx: ReserveBondContext,
  c: Awaited<ReturnType<typeof capacityAt>>,
): ReserveBondCapacity {
  const x = (v: bigint) => ctx.money.book.format('X', v);
  return {
    daily: x(c.daily),
    sold: x(c.sold),
    left: x(c.left),
    resetsAt: c.day.end.toISOString(),
  };
}

/** The refusal of a purchase past the day's capacity: what is left and when it returns. */
export function soldOut(ctx: ReserveBondContext, left: bigint, day: Period): AppError {
  const iso = day.end.toISOString();
  return new AppError('bondSoldOut', [
    ctx.money.book.format('X', left),
    `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`,
  ]);
}

/**
 * Inside a purchase's transaction: adds `payout` to the day's X sold, only while the day stays
 * within its capacity (one conditional upsert: parallel purchases queue on the day's row and
 * none can pass it); else the purchase is refused as sold out.
 */
export async function takeCapacity(
  ctx: ReserveBondContext,
  q: Queryable,
  now: Date,
  payout: bigint,
): Promise<void> {
  const day = periodAt('day', now);
  const daily = dailyCapacity(ctx);
  const taken = await q.query(
    `INSERT INTO bond_capacity AS c (day, sold) SELECT $1, $2::numeric WHERE $2::numeric <= $3
     ON CONFLICT (day) DO UPDATE SET sold = c.sold + EXCLUDED.sold
       WHERE c.sold + EXCLUDED.sold <= $3
     RETURNING 1`,
    [day.name, payout.toString(), daily.toString()],
  );
  if (taken.length === 0) {
    const sold = await soldOn(q, day.name);
    throw soldOut(ctx, daily > sold ? daily - sold : 0n, day);
  }
}
