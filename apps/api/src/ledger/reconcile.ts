import { erc20Abi } from '@xbond/contracts/abis';
import type { Asset } from '@xbond/shared/assets';
import type { PublicClient } from 'viem';
import type { Queryable } from '../db/db';
import type { AssetBook } from './assets';

export interface AssetReconciliation {
  asset: Asset;
  /** Sum of every user and system account now. */
  ledger: bigint;
  /**
   * What the ledger already booked from events after the cursor block (callbacks run ahead of
   * the watcher): deposits credited minus claims paid. 0 once the watcher has caught up.
   */
  ahead: bigint;
  /** The Vault's balance at the cursor block. */
  vault: bigint;
  /** ledger - ahead - vault: must be 0. */
  difference: bigint;
  /** The external account: minus everything the ledger holds, when double entry holds. */
  external: bigint;
}

export interface Reconciliation {
  block: bigint;
  assets: AssetReconciliation[];
  ok: boolean;
}

/**
 * Conservation against the chain (docs/ledger.md, "Conservation"): for each asset, the ledger's
 * total at the watcher's cursor block equals the Vault's balance at that block. Also checks double
 * entry inside the database (external = -total).
 */
export async function reconcile(
  db: Queryable,
  client: PublicClient,
  book: AssetBook,
): Promise<Reconciliation> {
  // One statement: the cursor, the totals and the events after it are one snapshot.
  const rows = await db.query<{
    block: string | null;
    asset: Asset | null;
    held: string | null;
    external: string | null;
    ahead: string | null;
  }>(
    `WITH c AS (SELECT block_number FROM chain_cursor WHERE name = 'vault'),
     totals AS (
       SELECT asset,
         COALESCE(SUM(balance) FILTER (WHERE owner_type <> 'external'), 0) AS held,
         COALESCE(SUM(balance) FILTER (WHERE owner_type = 'external'), 0) AS external
       FROM ledger_accounts GROUP BY asset
     ), ahead AS (
       SELECT e.asset,
         SUM(CASE e.kind WHEN 'deposit' THEN e.amount ELSE -e.amount END) AS ahead
       FROM chain_events e, c
       WHERE e.operation_id IS NOT NULL AND e.block_number > c.block_number
       GROUP BY e.asset
     )
     SELECT (SELECT block_number FROM c)::text AS block, t.asset, t.held::text AS held,
       t.external::text AS external, COALESCE(a.ahead, 0)::text AS ahead
     FROM (SELECT 1) one
     LEFT JOIN totals t ON true
     LEFT JOIN ahead a ON a.asset = t.asset`,
  );
  const blockText = rows[0]?.block;
  if (!blockText) throw new Error('The ledger is not opened yet (no watcher cursor)');
  const block = BigInt(blockText);
  const byAsset = new Map(rows.filter((r) => r.asset).map((r) => [r.asset as Asset, r]));
  const assets = await Promise.all(
    book.assets.map(async (asset): Promise<AssetReconciliation> => {
      const row = byAsset.get(asset);
      const vault = await client.readContract({
        address: book.address(asset),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [book.custody],
        blockNumber: block,
      });
      const ledger = BigInt(row?.held ?? 0);
      const ahead = BigInt(row?.ahead ?? 0);
      return {
        asset,
        ledger,
        ahead,
        vault,
        difference: ledger - ahead - vault,
        external: BigInt(row?.external ?? 0),
      };
    }),
  );
  const ok = assets.every((a) => a.difference === 0n && a.external === -a.ledger);
  return { block, assets, ok };
}

/** The figures as a table for people, amounts in whole units. */
export function formatReconciliation(r: Reconciliation, book: AssetBook): string {
  const f = (asset: Asset, v: bigint) => book.format(asset, v);
  const header = ['asset', 'ledger', 'after cursor', 'vault', 'difference', 'double entry'];
  const lines = r.assets.map((a) => [
    a.asset,
    f(a.asset, a.ledger),
    f(a.asset, a.ahead),
    f(a.asset, a.vault),
    f(a.asset, a.difference),
    a.external === -a.ledger ? 'ok' : `external ${f(a.asset, a.external)}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const row = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  return [
    `Vault ${book.custody} at block ${r.block} (the watcher's cursor)`,
    row(header),
    ...lines.map(row),
    r.ok ? 'OK: every asset balances' : 'MISMATCH: see the difference column',
  ].join('\n');
}
