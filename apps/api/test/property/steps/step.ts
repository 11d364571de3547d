import { randomUUID } from 'node:crypto';
import type { User, World } from '../world';

/**
 * One kind of random step. `run` acts for `user` and answers false when there was nothing to
 * act on (no order to claim, say); a refusal throws the product's AppError.
 */
export interface Step {
  kind: string;
  /** How often the generator picks it, relative to the others. */
  weight: number;
  run(w: World, user: User): Promise<boolean>;
}

/** One of the user's rows of `table` (with `status`, when given), at random; null when none. */
export async function ownRow(
  w: World,
  table: 'fixed_orders' | 'bond_orders' | 'flow_bonds' | 'swaps' | 'prizes',
  user: User,
  status?: string,
): Promise<string | null> {
  const rows = await w.db.query<{ id: string }>(
    `SELECT id::text FROM ${table} WHERE user_id = $1 AND ($2::text IS NULL OR status = $2)
     ORDER BY id`,
    [user.id, status ?? null],
  );
  return rows.length ? w.rng.pick(rows).id : null;
}

/** The user's balance of one ledger account, base units. */
export async function balanceOf(w: World, user: User, asset: string, kind: string) {
  const [row] = await w.db.query<{ balance: string }>(
    `SELECT balance::text FROM ledger_accounts
     WHERE owner_type = 'user' AND owner_id = $1 AND asset = $2 AND kind = $3`,
    [user.id, asset, kind],
  );
  return BigInt(row?.balance ?? 0);
}

/** A fresh Idempotency-Key: every money-moving call carries one, as through the API. */
export const freshKey = (): string => randomUUID();
