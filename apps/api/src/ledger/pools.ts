import type { Pool, PoolBalance } from '@xbond/shared/api/common';
import { POOLS } from '@xbond/shared/values/pools';
import type { Queryable } from '../db/db';
import type { SystemAccount } from './accounts';
import type { AssetBook } from './assets';
import { systemBalances } from './balances';

// Every public pool is a system account of the ledger.
const POOL_ACCOUNTS: readonly SystemAccount[] = POOLS;

/**
 * The funded pools' non-zero balances as system_info shows them (docs/ledger.md, "Assets"):
 * pools in POOLS order, assets in token order, decimal strings.
 */
export async function poolBalances(q: Queryable, book: AssetBook): Promise<PoolBalance[]> {
  const rows = await systemBalances(q, POOL_ACCOUNTS);
  const rank = (pool: string, asset: string) =>
    POOLS.indexOf(pool as Pool) * 1000 + book.assets.indexOf(asset as PoolBalance['asset']);
  return rows
    .filter((r) => book.assets.includes(r.asset))
    .sort((a, b) => rank(a.name, a.asset) - rank(b.name, b.asset))
    .map((r) => ({
      pool: r.name as Pool,
      asset: r.asset,
      balance: book.format(r.asset, r.balance),
    }));
}
