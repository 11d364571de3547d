/**
 * `npm run ledger:check`: conservation per asset (docs/ledger.md). With
 * the settings of `npm start`, it reads the ledger from the database and the Vault's balance
 * from the chain at the watcher's cursor block, prints both and the difference, and exits 1
 * when any asset does not balance (2 when it cannot check).
 *
 * It never starts a chain: it needs the running product's chain or CHAIN_RPC_URL. The embedded
 * database (PGlite) allows one process at a time, so while the API holds it the check asks
 * the API (GET /health/ledger) instead of opening it.
 */

import { existsSync } from 'node:fs';
import { loadDeployment } from '@xbond/contracts/deploy';
import type { Asset } from '@xbond/shared/assets';
import { connectChain } from '../src/chain/client';
import { readTokenList } from '../src/chain/tokens';
import { type Config, ConfigError, loadConfig } from '../src/config';
import { openDb } from '../src/db/open';
import { AssetBook } from '../src/ledger/assets';
import { formatReconciliation, type Reconciliation, reconcile } from '../src/ledger/reconcile';
import { deploymentFile } from '../src/start/chain';

class CheckError extends Error {}

/** The running API's answer, or null when no API answers on HOST:PORT. */
async function askRunningApi(config: Config): Promise<Reconciliation | null> {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  let res: Response;
  try {
    res = await fetch(
      `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/health/ledger`,
      {
        signal: AbortSignal.timeout(30_000),
      },
    );
  } catch {
    return null;
  }
  if (res.status !== 200 && res.status !== 503) {
    throw new CheckError(
      `The API on port ${config.port} answered HTTP ${res.status} to /health/ledger`,
    );
  }
  const body = (await res.json()) as {
    ok: boolean;
    block: string;
    assets: ({ asset: Asset } & Record<
      'ledger' | 'ahead' | 'vault' | 'difference' | 'external',
      string
    >)[];
  };
  return {
    ok: body.ok,
    block: BigInt(body.block),
    assets: body.assets.map((a) => ({
      asset: a.asset,
      ledger: BigInt(a.ledger),
      ahead: BigInt(a.ahead),
      vault: BigInt(a.vault),
      difference: BigInt(a.difference),
      external: BigInt(a.external),
    })),
  };
}

async function main(): Promise<number> {
  const config = loadConfig();
  const file = deploymentFile(config);
  if (!existsSync(file)) {
    throw new CheckError(`No deployment in ${file}: start the product once (npm start) first`);
  }
  const deployment = loadDeployment(file);
  const rpcUrl = config.chainRpcUrl ?? `http://127.0.0.1:${config.chainPort}`;
  const chain = await connectChain(rpcUrl, false).catch(() => {
    throw new CheckError(
      `No chain answers at ${rpcUrl}: start the product (npm start) or set CHAIN_RPC_URL`,
    );
  });
  const book = new AssetBook(await readTokenList(chain.client, deployment));

  let result: Reconciliation | null = null;
  let source: string;
  if (!config.databaseUrl) result = await askRunningApi(config);
  if (result) {
    source = `the running API (port ${config.port})`;
  } else {
    const db = await openDb(config);
    try {
      result = await reconcile(db, chain.client, book);
    } finally {
      await db.close();
    }
    source = db.description;
  }
  console.log(`Ledger: ${source}\nChain: ${rpcUrl} (chain id ${chain.chainId})`);
  console.log(formatReconciliation(result, book));
  return result.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof CheckError || error instanceof ConfigError;
    console.error(`Cannot check the ledger: ${error instanceof Error ? error.message : error}`);
    if (!known) console.error(error);
    process.exit(2);
  },
);
