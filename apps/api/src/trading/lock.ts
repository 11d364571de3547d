import type { SwapAsset } from '@xbond/shared/api/swap';
import { SWAP_ASSETS } from '@xbond/shared/values/swap';
import { systemAccount } from '../ledger/accounts';
import type { LedgerTx } from '../ledger/ledger';

/**
 * The trading lock: the treasury's X, USDD and TNB accounts, locked in id order (the ledger's
 * lock order) until the transaction ends. Every fill, cancel, prize settlement and prize
 * expiry takes it first, so:
 * - fills happen one at a time, first in first out, and what a fill reads of the treasury's
 *   inventory stays true until it posts (nothing else can take inventory meanwhile);
 * - a fill reads the clock after taking it, and a period's settlement takes it before
 *   reading the period's volumes and fees: a fill the settlement does not see is stamped
 *   after the period's end.
 * Answers the treasury's balances as locked.
 */
export async function lockTrading(tx: LedgerTx): Promise<Map<SwapAsset, bigint>> {
  const ids = await tx.accountIds(SWAP_ASSETS.map((asset) => systemAccount('treasury', asset)));
  const rows = await tx.q.query<{ asset: SwapAsset; balance: string }>(
    `SELECT asset, balance::text AS balance FROM ledger_accounts
     WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
  return new Map(rows.map((r) => [r.asset, BigInt(r.balance)]));
}
