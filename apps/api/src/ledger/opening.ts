import { erc20Abi } from '@xbond/contracts/abis';
import { parseAmount } from '@xbond/shared/amount';
import type { Asset } from '@xbond/shared/assets';
import { type Cursor, insertCursor, readCursor } from '../chain/cursor';
import { StartError } from '../start-error';
import { externalAccount, type SystemAccount, systemAccount } from './accounts';
import type { MoneyContext } from './context';
import type { LedgerTx } from './ledger';

export interface OpeningResult {
  status: 'opened' | 'existing';
  /** The block the opening balances were read at (the watcher starts after it). */
  block: bigint;
}

/**
 * At the first start of a database (no watcher cursor): the Vault's balance of every asset at
 * the current head B becomes the treasury's opening balance (from external), the pools get
 * their first funding from the treasury, and the cursor is set to B, all in one transaction.
 * From then on every change of the Vault's balance is an event the watcher reads after B, so
 * the ledger and the Vault stay equal (docs/ledger.md, "Conservation"). Later starts only check
 * that the database belongs to this chain and Vault.
 */
export async function openLedger(
  ctx: Pick<MoneyContext, 'db' | 'ledger' | 'client' | 'chainId' | 'book' | 'settings' | 'durable'>,
): Promise<OpeningResult> {
  const existing = await readCursor(ctx.db);
  if (existing) return { status: 'existing', block: await checkSameChain(ctx, existing) };

  // The opening balances are read at a durable block: the chain never forgets them.
  const head = await ctx.durable(await ctx.client.getBlockNumber({ cacheTime: 0 }));
  const block = await ctx.client.getBlock({ blockNumber: head });
  const balances = await Promise.all(
    ctx.book.assets.map(
      async (asset) =>
        [
          asset,
          await ctx.client.readContract({
            address: ctx.book.address(asset),
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [ctx.book.custody],
            blockNumber: block.number,
          }),
        ] as const,
    ),
  );

  const opened = await ctx.ledger.transaction(async (tx) => {
    const created = await insertCursor(tx.q, {
      chainId: ctx.chainId,
      vault: ctx.book.custody,
      blockNumber: block.number,
      blockTimestamp: block.timestamp,
      blockHash: block.hash,
    });
    // Another instance opened it at the same moment.
    if (!created) return false;
    const held = balances.filter(([, amount]) => amount > 0n);
    await tx.execute({
      key: 'opening_balance',
      type: 'opening_balance',
      params: { block: block.number.toString() },
      result: Object.fromEntries(held.map(([asset, amount]) => [asset, amount.toString()])),
      postings: held.flatMap(([asset, amount]) => [
        { account: externalAccount(asset), amount: -amount },
        { account: systemAccount('treasury', asset), amount },
      ]),
    });
    const treasury = new Map(held);
    await fundPool(tx, treasury, 'reward_pool', 'X', ctx.settings.rewardPoolFunding, ctx);
    await fundPool(tx, treasury, 'insurance_pool', 'USDD', ctx.settings.insurancePoolFunding, ctx);
    return true;
  });
  if (!opened) {
    const cursor = await readCursor(ctx.db);
    if (!cursor) throw new Error('the watcher cursor disappeared');
    return { status: 'existing', block: await checkSameChain(ctx, cursor) };
  }
  return { status: 'opened', block: block.number };
}

/** Moves up to `setting` whole units from the treasury to a pool (never more than it holds). */
async function fundPool(
  tx: LedgerTx,
  treasury: Map<Asset, bigint>,
  pool: SystemAccount,
  asset: Asset,
  setting: string,
  ctx: Pick<MoneyContext, 'book'>,
) {
  const wanted = parseAmount(setting, ctx.book.decimals(asset));
  const held = treasury.get(asset) ?? 0n;
  const amount = wanted < held ? wanted : held;
  if (amount === 0n) return;
  treasury.set(asset, held - amount);
  await tx.execute({
    key: `pool_funding:${pool}`,
    type: 'pool_funding',
    params: { pool, asset, amount: amount.toString() },
    postings: [
      { account: systemAccount('treasury', asset), amount: -amount },
      { account: systemAccount(pool, asset), amount },
    ],
  });
}

/** What a person can do when the database and the chain do not belong together. */
export const START_OVER =
  'Nothing was changed. To start the local demo over (a new chain and an empty embedded ' +
  'database): npm start -- --reset. Otherwise use the database and the chain that belong together.';

/**
 * A later start: the database must belong to this chain and Vault, and the chain must still
 * hold the block the watcher read last (a chain whose state was lost or replaced would make
 * the ledger describe transfers that no longer exist).
 */
async function checkSameChain(
  ctx: Pick<MoneyContext, 'chainId' | 'book' | 'client'>,
  cursor: Cursor,
): Promise<bigint> {
  if (cursor.chainId !== ctx.chainId || cursor.vault !== ctx.book.custody.toLowerCase()) {
    throw new StartError(
      `This database's ledger belongs to the Vault ${cursor.vault} on chain ${cursor.chainId}, ` +
        `not to ${ctx.book.custody} on chain ${ctx.chainId}. ${START_OVER}`,
    );
  }
  const head = await ctx.client.getBlockNumber({ cacheTime: 0 });
  const seen =
    cursor.blockNumber <= head
      ? await ctx.client.getBlock({ blockNumber: cursor.blockNumber })
      : null;
  if (!seen || (cursor.blockHash && seen.hash !== cursor.blockHash)) {
    throw new StartError(
      `This database has read the chain up to block ${cursor.blockNumber}, but the chain ` +
        (seen ? 'has another block there' : `ends at block ${head}`) +
        `: its state was lost or replaced. ${START_OVER}`,
    );
  }
  return cursor.blockNumber;
}
