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

/** The services and caches of one app; `changes.close()` when the app closes. */
export function createAppDeps(
  base: Pick<AppDeps, 'config' | 'db' | 'chain' | 'tokens' | 'clock'>,
  deployment: Pick<Deployment, 'deployer' | 'pairs'>,
  log: ChangeFeedLog & PriceLog,
): AppDeps {
  const { config, db, chain, tokens, clock } = base;
  const changes = new ChangeFeed(db, log);
  const money = createMoneyContext(config, db, { ...chain, clock }, deployment, tokens, changes);
  const pledge = { money, settings: config.pledge };
  const market = new MarketPrices({
    client: chain.client,
    book: money.book,
    pairs: deployment.pairs,
    clock,
    log,
    ...config.market,
    oracle: new PriceOracle(db, config.market.oracle),
  });
  return {
    ...base,
    money,
    pledge,
    market,
    insurance: { pledge, market, settings: config.insurance },
    reserveBond: { money, market, settings: config.reserveBond },
    liquidityBond: { money, market, settings: config.liquidityBond },
    trading: { money, market, swap: config.swap, turbo: config.turbo, prize: config.prize },
    team: { pledge, settings: config.team },
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
    }),
  };
}
