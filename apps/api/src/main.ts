// The process entry of `npm start`: the whole product on one machine (architecture.md).
import { existsSync, rmSync } from 'node:fs';
import { buildApp } from './app';
import { connectChain } from './chain/client';
import { type Config, ConfigError, loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb, pgliteDir } from './db/open';
import { openLedger } from './ledger/opening';
import { createLogger } from './logger';
import { MIGRATIONS_DIR } from './paths';
import { ensureGenesis } from './services/genesis';
import { banner } from './start/banner';
import { type StartedChain, startChain } from './start/chain';
import { assertPortFree } from './start/ports';
import { StartError } from './start/start-error';
import { buildWebIfStale } from './start/web-build';

const say = (line: string) => console.log(line);

/** Things to close on exit, newest first. */
const closers: (() => Promise<unknown>)[] = [];
let stopping = false;

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const close of closers.reverse()) {
    await close().catch((error: unknown) => console.error('while stopping:', error));
  }
  process.exit(code);
}

/**
 * After a local chain restart the database describes contracts that no longer exist. The
 * embedded one is the demo's own and is deleted; an external database is never touched.
 */
function resetLocalData(config: Config, chain: StartedChain) {
  if (chain.status !== 'reset') return;
  say('The local chain was reset (a restarted Hardhat node forgets everything): redeployed.');
  const why = chain.reason ?? '';
  if (why) say(`  (${why.length > 120 ? `${why.slice(0, 117)}...` : why})`);
  if (config.databaseUrl) {
    throw new StartError(
      'The local chain was reset, but DATABASE_URL names an external database whose data ' +
        'belongs to the old contracts. Refusing to touch it: empty that database yourself, ' +
        'or point DATABASE_URL at a fresh one, then start again.',
    );
  }
  const dir = pgliteDir(config);
  if (existsSync(dir)) {
    say(`Resetting the local data to match: deleting ${dir}.`);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  await assertPortFree(config.host, config.port, 'PORT');

  say(config.chainRpcUrl ? 'Connecting to the chain...' : 'Starting the local chain...');
  const started = await startChain(config);
  closers.push(started.stop);
  resetLocalData(config, started);

  const db = await openDb(config);
  closers.push(() => db.close());
  await migrate(db, MIGRATIONS_DIR);
  await ensureGenesis(db, config.rootAddress, config.genesisInviteCode);

  await buildWebIfStale(say, config.chainRpcUrl ? 'production' : 'demo');

  const chain = await connectChain(started.rpcUrl, started.local);
  const app = await buildApp({ config, db, chain, deployment: started.deployment, logger });
  closers.push(() => app.close());
  // Before listening: the first start books the Vault's balances as the treasury's.
  const ledger = await openLedger(app.money);
  await app.listen({ port: config.port, host: config.host });
  // Closing the app (above) stops the watcher.
  app.watcher.start();
  say(banner(config, started, chain.chainId, db.description));
  say(
    ledger.status === 'opened'
      ? `Ledger opened: the Vault's balances at block ${ledger.block} are the treasury's; the chain watcher credits deposits from there.`
      : `Ledger: the chain watcher resumes after block ${ledger.block}.`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1); // a second Ctrl-C: do not wait any longer
    say(`\n${signal}: stopping...`);
    void stop(0);
  });
}

main().catch((error: unknown) => {
  console.error(`\nCannot start: ${error instanceof Error ? error.message : String(error)}`);
  // A bad setting is the user's to fix and the message says how; anything else may be a bug.
  if (!(error instanceof ConfigError || error instanceof StartError)) console.error(error);
  void stop(1);
});
