import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { Deployment } from '@xbond/contracts/deploy';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { createAppDeps, loadOperatorState } from './app-deps';
import type { ChainContext } from './chain/client';
import { readTokenList } from './chain/tokens';
import type { Config } from './config';
import type { Db } from './db/db';
import { depositHandler } from './deposits/chain-handler';
import { JobRunner } from './jobs/runner';
import type { MoneyContext } from './ledger/context';
import { createLogger, lazyRequestLogger, OneLinePerRequest } from './logger';
import type { MarketPrices } from './market/prices';
import { WEB_DIST_DIR } from './paths';
import { registerApiDocs } from './plugins/api-docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerIdempotencyKey } from './plugins/idempotency-key';
import { registerPauseSwitches } from './plugins/pause-switches';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerValidation } from './plugins/validation';
import { registerWeb } from './plugins/web';
import { productJobs } from './product-jobs';
import { openRedis } from './redis/client';
import { adminRoutes } from './routes/api/v2/admin';
import { bondRoutes } from './routes/api/v2/bond';
import { bondHistoryRoutes } from './routes/api/v2/bond/history';
import { commonRoutes } from './routes/api/v2/common';
import { devRoutes } from './routes/api/v2/dev';
import { liquidityBondRoutes } from './routes/api/v2/flowbond';
import { insuranceRoutes } from './routes/api/v2/insurance';
import { loginRoutes } from './routes/api/v2/login';
import { pledgeRoutes } from './routes/api/v2/pledge';
import { pledgeHistoryRoutes } from './routes/api/v2/pledge/history';
import { prizeRoutes } from './routes/api/v2/prize';
import { prizeHistoryRoutes } from './routes/api/v2/prize/history';
import { rechargeRoutes } from './routes/api/v2/recharge';
import { swapRoutes } from './routes/api/v2/swap';
import { switchesRoutes } from './routes/api/v2/switches';
import { teamRoutes } from './routes/api/v2/team';
import { teamHistoryRoutes } from './routes/api/v2/team/history';
import { turboRoutes } from './routes/api/v2/turbo';
import { userRoutes } from './routes/api/v2/user';
import { noticeRoutes } from './routes/api/v2/user/notices';
import { recordsRoutes } from './routes/api/v2/user/records';
import { withdrawRoutes } from './routes/api/v2/withdraw';
import { healthRoutes } from './routes/health';
import { ledgerHealthRoutes } from './routes/health-ledger';
import { rpcRoutes } from './routes/rpc';
import { type Clock, systemClock } from './time/clock';
import type { DemoTime } from './time/demo-time';
import { type ChainEventHandler, ChainWatcher } from './watcher/watcher';
import { claimHandler } from './withdrawals/chain-handler';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ledger context: startProduct opens the ledger with it; ledger:check and tests use it. */
    money: MoneyContext;
    /** The chain watcher: startProduct starts it; closing the app stops it. */
    watcher: ChainWatcher;
    /** The job runner (settlements, expiries): startProduct starts it; closing stops it. */
    jobs: JobRunner;
    /** Market prices: startProduct keeps the reference price's first observations with it. */
    market: MarketPrices;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Db;
  chain: ChainContext;
  deployment: Deployment;
  /** The built web app (default apps/web/dist). */
  webDistDir?: string;
  /** Default: a pino logger at config.logLevel; tests pass false. */
  logger?: FastifyBaseLogger | false;
  /** The product's clock; default the system clock. The demo passes its DemoTime's clock. */
  clock?: Clock;
  /** The local demo's time travel: POST /dev/time exists only with it. */
  demoTime?: DemoTime;
  /**
   * False: do not read the operator's switches and settings versions (tests of the web serving
   * and the chain proxy run without a database); the environment's settings stay in force.
   */
  operatorState?: false;
}

/** What the chain watcher books: transfers into the Vault, and the vouchers it paid. */
export const chainEventHandlers: readonly ChainEventHandler[] = [depositHandler, claimHandler];

/** The request bodies of this API are small; anything larger is refused before parsing. */
const BODY_LIMIT = 100 * 1024;

/**
 * Builds the whole HTTP application (not listening): startProduct listens, tests use `inject`.
 * Order follows fastify/demo: framework plugins, then hooks, then routes by URL prefix.
 */
export async function buildApp(options: BuildAppOptions) {
  const { config, db, chain, deployment } = options;
  const logger = options.logger ?? createLogger(config.logLevel);
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    logController: new OneLinePerRequest(logger),
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
  });
  const tokens = await readTokenList(chain.client, deployment);
  const clock = options.demoTime?.clock ?? options.clock ?? systemClock;
  const deps = createAppDeps({ config, db, chain, tokens, clock }, deployment, app.log);
  if (options.operatorState !== false) await loadOperatorState(deps);
  const { money } = deps;
  // Built here, started by startProduct once the ledger is open; tests call tick() directly.
  const watcher = new ChainWatcher(money, chainEventHandlers, app.log);
  const jobs = new JobRunner({
    db,
    clock,
    ...productJobs(deps),
    log: app.log,
    intervalMs: config.jobsIntervalMs,
  });
  // Shared by the instances when REDIS_URL is set: rate limits (docs/deploy.md).
  const redis = config.redis ? await openRedis(config.redis, app.log) : null;
  app.decorate('money', money);
  app.decorate('watcher', watcher);
  app.decorate('jobs', jobs);
  app.decorate('market', deps.market);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await watcher.stop();
    // Last: what the watcher's final pass changed is announced to the other instances.
    await deps.changes.close();
    deps.settings.close();
    deps.switches.close();
    await redis?.quit().catch(() => redis.disconnect());
  });

  app.decorateRequest('session', null);
  app.decorateRequest('bearerHash', null);
  registerValidation(app);
  registerErrorHandler(app);
  registerIdempotencyKey(app);
  registerPauseSwitches(app, deps.switches);
  // First, so that every answer carries them: pages, API, /rpc, static files, errors and 404s.
  registerSecurityHeaders(app, config);
  // Quality 5 instead of 11: almost the same size, an order of magnitude less CPU per response.
  // Answers only: no client sends compressed bodies (all are under 100 KB), and decompression
  // would be one more hook on every request.
  await app.register(compress, {
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  // Before the routes: it reads each route's schemas as the route is registered.
  await registerApiDocs(app, config.productName);
  await app.register(healthRoutes, deps);
  // Everything in this scope is rate limited; health checks and static files are not.
  await app.register(async (api) => {
    await registerRateLimit(api, config, { redis, sessions: deps.sessions });
    await api.register(commonRoutes, deps);
    await api.register(switchesRoutes, deps);
    await api.register(loginRoutes, deps);
    await api.register(userRoutes, deps);
    await api.register(recordsRoutes, deps);
    await api.register(noticeRoutes, deps);
    await api.register(rechargeRoutes, deps);
    await api.register(withdrawRoutes, deps);
    await api.register(pledgeRoutes, deps);
    await api.register(insuranceRoutes, deps);
    await api.register(bondRoutes, deps);
    await api.register(liquidityBondRoutes, deps);
    await api.register(swapRoutes, deps);
    await api.register(turboRoutes, deps);
    await api.register(prizeRoutes, deps);
    await api.register(teamRoutes, deps);
    // The charts' histories (packages/shared/src/api/history.ts).
    await api.register(pledgeHistoryRoutes, deps);
    await api.register(bondHistoryRoutes, deps);
    await api.register(teamHistoryRoutes, deps);
    await api.register(prizeHistoryRoutes, deps);
    await api.register(ledgerHealthRoutes, deps);
    await api.register(adminRoutes, deps);
    if (chain.local) await api.register(rpcRoutes, deps);
    const { demoTime } = options;
    // Time travel is the local demo's alone: never under NODE_ENV=production, even on a demo
    // chain, since anyone who can reach the API may move it (docs/security.md).
    if (demoTime && config.nodeEnv !== 'production') {
      await api.register(devRoutes, { ...deps, demoTime });
    }
  });
  await registerWeb(app, options.webDistDir ?? WEB_DIST_DIR);
  return app;
}
