import type { InsuranceCurrency } from '@xbond/shared/api/insurance';
import type { Db } from '../db/db';
import { systemBalance } from '../ledger/balances';
import { referencePriceAt } from '../market/price-at';
import type { MarketPrice } from '../market/prices';
import { type InsuranceContext, xDecimals } from './context';
import { maturingPolicies } from './policies';
import { maturityOutcome } from './terms';

export interface InsuranceDay {
  price: Pick<MarketPrice, 'num' | 'den' | 'price'>;
  /** Per currency: what the pool held and what the day's policies were owed. */
  pool: Record<InsuranceCurrency, bigint>;
  due: Record<InsuranceCurrency, bigint>;
}

/**
 * The figures a day's maturity settlement pays by, fixed at its first attempt (another
 * runner's, if it was first): X's reference price read fresh, the pool, and everything owed that day, so the pool
 * is shared pro rata across the day's policies and every batch agrees.
 */
export async function insuranceDay(
  ctx: InsuranceContext,
  day: string,
  end: Date,
): Promise<InsuranceDay> {
  const { db } = ctx.pledge.money;
  const kept = await readDay(db, day);
  if (kept) return kept;
  const price = await referencePriceAt(ctx.market, 'X', end);
  const due: Record<InsuranceCurrency, bigint> = { USDD: 0n, X: 0n };
  for (const p of await maturingPolicies(db, end, '0', Number.MAX_SAFE_INTEGER)) {
    due[p.currency] += maturityOutcome(p, p.currency, price, xDecimals(ctx)).due;
  }
  const [poolUsdd, poolX] = await Promise.all([
    systemBalance(db, 'insurance_pool', 'USDD'),
    systemBalance(db, 'insurance_pool', 'X'),
  ]);
  await db.query(
    `INSERT INTO insurance_days (day, price_num, price_den, price, pool_usdd, due_usdd, pool_x,
       due_x)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (day) DO NOTHING`,
    [
      day,
      price.num.toString(),
      price.den.toString(),
      price.price,
      poolUsdd.toString(),
      due.USDD.toString(),
      poolX.toString(),
      due.X.toString(),
    ],
  );
  const fixed = await readDay(db, day);
  if (!fixed) throw new Error(`insurance_days ${day} was not stored`);
  return fixed;
}

/** A policy's payout of the day: all it is owed, or its pro-rata share of a short pool. */
export function payoutOf(day: InsuranceDay, currency: InsuranceCurrency, due: bigint): bigint {
  const pool = day.pool[currency];
  const total = day.due[currency];
  return total <= pool ? due : (due * pool) / total;
}

async function readDay(db: Db, day: string): Promise<InsuranceDay | null> {
  const rows = await db.query<Record<string, string>>(
    `SELECT price_num::text, price_den::text, price, pool_usdd::text, due_usdd::text,
       pool_x::text, due_x::text
     FROM insurance_days WHERE day = $1`,
    [day],
  );
  const r = rows[0];
  if (!r) return null;
  const big = (k: string) => BigInt(r[k] ?? '0');
  return {
    price: { num: big('price_num'), den: big('price_den'), price: r.price ?? '' },
    pool: { USDD: big('pool_usdd'), X: big('pool_x') },
    due: { USDD: big('due_usdd'), X: big('due_x') },
  };
}
