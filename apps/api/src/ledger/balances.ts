import type { Asset } from '@xbond/shared/assets';
import { type Queryable, type Read, readOne } from '../db/db';
import type { UserKind } from './accounts';

export interface UserBalance {
  available: bigint;
  pendingWithdrawal: bigint;
}

type BalanceRow = { asset: Asset; kind: string; balance: string };

/** The user's balance of every asset that has an account; missing assets are zero. */
export function userBalancesRead(userId: string): Read<Map<Asset, UserBalance>, BalanceRow> {
  return {
    sql: `SELECT asset, kind, balance::text AS balance FROM ledger_accounts
     WHERE owner_type = 'user' AND owner_id = $1`,
    params: [userId],
    result(rows) {
      const out = new Map<Asset, UserBalance>();
      for (const r of rows) {
        const b = out.get(r.asset) ?? { available: 0n, pendingWithdrawal: 0n };
        if (r.kind === 'available') b.available = BigInt(r.balance);
        if (r.kind === 'pending_withdrawal') b.pendingWithdrawal = BigInt(r.balance);
        out.set(r.asset, b);
      }
      return out;
    },
  };
}

export function userBalances(q: Queryable, userId: string): Promise<Map<Asset, UserBalance>> {
  return readOne(q, userBalancesRead(userId));
}

/**
 * A system account's balance, all its kinds together (pool balances are public:
 * docs/ledger.md, "Assets").
 */
export async function systemBalance(q: Queryable, name: string, asset: Asset): Promise<bigint> {
  const rows = await q.query<{ balance: string | null }>(
    `SELECT SUM(balance)::text AS balance FROM ledger_accounts
     WHERE owner_type = 'system' AND owner_id = $1 AND asset = $2`,
    [name, asset],
  );
  return BigInt(rows[0]?.balance ?? 0);
}

/** The non-zero balances of these system accounts (kinds summed), one query for all. */
export async function systemBalances(
  q: Queryable,
  names: readonly string[],
): Promise<{ name: string; asset: Asset; balance: bigint }[]> {
  const rows = await q.query<{ name: string; asset: Asset; balance: string }>(
    `SELECT owner_id AS name, asset, SUM(balance)::text AS balance FROM ledger_accounts
     WHERE owner_type = 'system' AND owner_id = ANY($1::text[])
     GROUP BY owner_id, asset HAVING SUM(balance) <> 0`,
    [names],
  );
  return rows.map((r) => ({ name: r.name, asset: r.asset, balance: BigInt(r.balance) }));
}

/** One account of a user (zero when it does not exist yet). */
export function userBalance(
  q: Queryable,
  userId: string,
  asset: Asset,
  kind: UserKind,
): Promise<bigint> {
  return readOne(q, userBalanceRead(userId, asset, kind));
}

export function userBalanceRead(
  userId: string,
  asset: Asset,
  kind: UserKind,
): Read<bigint, { balance: string }> {
  return {
    sql: `SELECT balance::text AS balance FROM ledger_accounts
     WHERE owner_type = 'user' AND owner_id = $1 AND asset = $2 AND kind = $3`,
    params: [userId, asset, kind],
    result: (rows) => BigInt(rows[0]?.balance ?? 0),
  };
}
