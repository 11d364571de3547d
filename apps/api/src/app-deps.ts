import type { Deployment } from '@xbond/contracts/deploy';
import type { TokenList } from '@xbond/shared/api/common';
import type { LiquidityBondContext, ReserveBondContext } from './bonds/context';
import { PublicReadCache } from './cache/public-read';
import type { ChainContext } from './chain/client';
import { ChangeFeed, type ChangeFeedLog } from './changes/feed';
import type { Config } from './config';
import type { Db } from './db/db';
import type { InsuranceContext } from './insurance/context';
import { createMoneyContext, type MoneyContext } from './ledger/context';
import { PriceOracle } from './market/oracle';
import { MarketPrices, type PriceLog } from './market/prices';
import type { PledgeContext } from './pledge/context';
import { SessionStore } from './session/store';
import { LiveSettings } from './settings/live';
import { FeatureSwitches } from './settings/switches';
import type { TeamContext } from './team/context';
import type { Clock } from './time/clock';
import type { TradingContext } from './trading/context';
import { WalletReader } from './wallet/wallet';

/** What every route plugin receives: built once by buildApp. */
export interface AppDeps {
  config: Config;
  db: Db;
  chain: ChainContext;
  /** Every asset with decimals read from the chain at start, and the custody (Vault) address. */
  tokens: TokenList;
  /** The product's one clock (docs/time.md). */
  clock: Clock;
  /** The ledger and what deposits, withdrawals and the watcher work with. */
  money: MoneyContext;
  /** Staking: the ledger's context and the pledge settings. */
  pledge: PledgeContext;
  /** X's and TNB's market prices in USDD, from the pairs on chain. */
  market: MarketPrices;
  /** Insurance on regular pledges. */
  insurance: InsuranceContext;
  /** Reserve bonds and liquidity (flow) bonds. */
  reserveBond: ReserveBondContext;
  liquidityBond: LiquidityBondContext;
  /** Flash swap, the trading turbo and the prize pool. */
  trading: TradingContext;
  /** Team and community: staking's context and the team settings. */
  team: TeamContext;
  /** The economic settings in force at any instant: the environment's, then the operator's. */
  settings: LiveSettings;
  /** The operator's pause switches. */
  switches: FeatureSwitches;
  /** Tells the caches below (here and on other instances) what changed. */
  changes: ChangeFeed;
  /** Session tokens -> users, cached (SESSION_CACHE_SECONDS). */
  sessions: SessionStore;
  /** GET /user/wallet's read model. */
  wallets: WalletReader;
  /** The public reads' answers (docs/api.md, "Public reads"). */
  publicReads: PublicReadCache;
}

/** A public read is computed at most once a second per query, whatever the visitors. */
const PUBLIC_READ_TTL_MS = 1_000;
const PUBLIC_READ_MAX_ENTRIES = 1_000;

/**
 * The services and caches of one app; `changes.close()` when the app closes. Each feature's
 * `settings` is a getter of the values in force now (settings/live.ts), so an operator's change
 * reaches the next request without a restart; `settingsAt` gives those of a past instant.
 * `loadOperatorState` must resolve before the app serves.
 */
export function createAppDeps(
  base: Pick<AppDeps, 'config' | 'db' | 'chain' | 'tokens' | 'clock'>,
  deployment: Pick<Deployment, 'deployer' | 'pairs'>,
  log: ChangeFeedLog & PriceLog,
): AppDeps {
  const { config, db, chain, tokens, clock } = base;
  const changes = new ChangeFeed(db, log);
  const money = createMoneyContext(config, db, { ...chain, clock }, deployment, tokens, changes);
  const live = new LiveSettings(db, config.environment, clock, log);
  const pledge: PledgeContext = {
    money,
    get settings() {
      return live.current().pledge;
    },
    settingsAt: (at) => live.at(at).pledge,
  };
  const market = new MarketPrices({
    client: chain.client,
    book: money.book,
    pairs: deployment.pairs,
    clock,
    log,
    ...config.market,
    oracle: new PriceOracle(db, config.market.oracle),
  });
  /** Both bonds' contexts: the same parts, each with its own settings. */
  const bondContext = <K extends 'reserveBond' | 'liquidityBond'>(kind: K) => ({
    money,
    market,
    get settings() {
      return live.current()[kind];
    },
    settingsAt: (at: Date) => live.at(at)[kind],
  });
  return {
    ...base,
    money,
    pledge,
    market,
    insurance: {
      pledge,
      market,
      get settings() {
        return live.current().insurance;
      },
    },
    reserveBond: bondContext('reserveBond'),
    liquidityBond: bondContext('liquidityBond'),
    trading: tradingContext(money, market, live),
    team: {
      pledge,
      get settings() {
        return live.current().team;
      },
      settingsAt: (at) => live.at(at).team,
    },
    settings: live,
    switches: new FeatureSwitches(db, log),
    changes,
    sessions: new SessionStore(
      db,
      {
        cacheSeconds: config.cacheSeconds.session,
        unknownCacheSeconds: config.cacheSeconds.unknownToken,
        idleMinutes: config.sessionIdleMinutes,
      },
      changes,
    ),
    wallets: new WalletReader(
      db,
      money,
      tokens.tokens,
      config.cacheSeconds.wallet,
      changes,
      config,
    ),
    publicReads: new PublicReadCache(changes, clock, {
      ttlMs: PUBLIC_READ_TTL_MS,
      max: PUBLIC_READ_MAX_ENTRIES,
      generation: () => live.inForce(),
    }),
  };
}

function tradingContext(money: MoneyContext, market: MarketPrices, live: LiveSettings) {
  const trading: TradingContext = {
    money,
    market,
    get swap() {
      return live.current().swap;
    },
    get turbo() {
      return live.current().turbo;
    },
    get prize() {
      return live.current().prize;
    },
    settingsAt: (at) => live.at(at),
  };
  return trading;
}

/** Reads the operator's switches and settings versions: before the app serves. */
export async function loadOperatorState(deps: Pick<AppDeps, 'db' | 'settings' | 'switches'>) {
  await Promise.all([deps.settings.load(deps.db), deps.switches.load(deps.db)]);
}
