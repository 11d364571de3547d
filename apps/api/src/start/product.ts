import type { Deployment } from '@xbond/contracts/deploy';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../app';
import { type ChainContext, connectChain } from '../chain/client';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';
import { type OpeningResult, openLedger } from '../ledger/opening';
import { MIGRATIONS_DIR, WEB_DIST_DIR } from '../paths';
import { type Clock, DemoClock, systemClock } from '../time/clock';
import { DemoTime } from '../time/demo-time';
import { ensureGenesis } from '../users/genesis';
import { type StartedChain, startChain } from './chain';
import { Closers } from './closers';
import { assertPortFree } from './ports';
import { resetLocalData } from './reset';
import { buildWebIfStale } from './web-build';

export interface StartProductOptions {
  /** Progress lines for a person (chain start, reset, web build). */
  log: (line: string) => void;
  /**
   * A web app built elsewhere (the browser tests build their own): served as is. Default:
   * apps/web/dist, first rebuilt when stale, in the demo mode on the local chain.
   */
  webDistDir?: string;
  /** The app's request logger; default pino at LOG_LEVEL. */
  logger?: FastifyBaseLogger | false;
  /** Opens the database instead of DATABASE_URL / DATA_DIR (a benchmark's own schema). */
  openDb?: (config: Config) => Promise<Db>;
  /**
   * Aborting interrupts a start in progress: after the current step, what was started is
   * stopped and the start rejects with the abort reason.
   */
  signal?: AbortSignal;
  /** `npm start -- --reset`: the local demo starts over (start/reset.ts). */
  reset?: boolean;
}

export type ProductApp = Awaited<ReturnType<typeof buildApp>>;

export interface RunningProduct {
  /** Where a browser opens it. */
  url: string;
  config: Config;
  chain: ChainContext & Pick<StartedChain, 'status'>;
  deployment: Deployment;
  db: Db;
  app: ProductApp;
  /** Opened now (first start of this database) or resumed. */
  ledger: OpeningResult;
  /** The product's clock (the demo's, moved by POST /dev/time, on the local chain). */
  clock: Clock;
  /** Stops the watcher, the app, the database and the local chain, newest first. */
  stop(): Promise<void>;
}

/** The URL to print: a loopback listener is opened as localhost. */
export function productUrl(config: Pick<Config, 'host' | 'port'>): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', 'localhost'].includes(config.host);
  return `http://${local ? 'localhost' : config.host}:${config.port}`;
}

/**
 * The whole product on one machine, as `npm start` runs it (README.md, "Run it"):
 * the chain (local, deployed once) or CHAIN_RPC_URL, the database migrated with the genesis
 * user, the web app, the API listening with the ledger opened before it, and the chain
 * watcher. main.ts, the browser tests and the benchmarks all start it here, so they cannot
 * drift apart.
 */
export async function startProduct(
  config: Config,
  options: StartProductOptions,
): Promise<RunningProduct> {
  const closers = new Closers((error) => options.log(`while stopping: ${String(error)}`));
  try {
    return await startSteps(config, options, closers);
  } catch (error) {
    await closers.closeAll();
    throw error;
  }
}

/**
 * The steps, each checking for an interrupt once done: the step in progress (a chain start, a
 * web build) finishes first, so nothing it starts is left running.
 */
async function startSteps(
  config: Config,
  options: StartProductOptions,
  closers: Closers,
): Promise<RunningProduct> {
  const { log, signal } = options;
  await assertPortFree(config.host, config.port, 'PORT');
  if (options.reset) resetLocalData(config, log);
  log(config.chainRpcUrl ? 'Connecting to the chain...' : 'Starting the local chain...');
  const started = await startChain(config);
  closers.add(started.stop);
  signal?.throwIfAborted();

  const db = await (options.openDb ?? openDb)(config);
  closers.add(() => db.close());
  await migrate(db, MIGRATIONS_DIR);
  await ensureGenesis(db, config.rootAddress, config.genesisInviteCode);
  signal?.throwIfAborted();

  if (!options.webDistDir) await buildWebIfStale(log, config.chainRpcUrl ? 'production' : 'demo');
  signal?.throwIfAborted();

  const chain = await connectChain(started.rpcUrl, started.local, started.keeper);
  const demoTime = chain.demo ? new DemoTime(await DemoClock.load(db), chain.demo, db) : undefined;
  await demoTime?.sync();
  const app = await buildApp({
    config,
    db,
    chain,
    deployment: started.deployment,
    webDistDir: options.webDistDir ?? WEB_DIST_DIR,
    logger: options.logger,
    demoTime,
  });
  // Closing the app stops the watcher too.
  closers.add(() => app.close());
  // Before listening: the first start books the Vault's balances as the treasury's.
  const ledger = await openLedger(app.money);
  // A reloaded local chain keeps blocks but not the state at past blocks: reads pinned to the
  // watcher's cursor (reconciliation) need it at the head first.
  if (started.local) await app.watcher.tick();
  // The reference price's history starts now, whatever the runner does first.
  await app.market.observe();
  signal?.throwIfAborted();
  await app.listen({ port: config.port, host: config.host });
  signal?.throwIfAborted();
  // Stopped before the app closes (closers run newest first), saved once more by chain.stop.
  started.keeper?.start(config.chainSaveIntervalMs, app.log);
  if (started.keeper) closers.add(() => started.keeper?.stop() ?? Promise.resolve());
  app.watcher.start();
  app.jobs.start();
  return {
    url: productUrl(config),
    config,
    chain: { ...chain, status: started.status },
    deployment: started.deployment,
    db,
    app,
    ledger,
    clock: demoTime?.clock ?? systemClock,
    stop: () => closers.closeAll(),
  };
}
