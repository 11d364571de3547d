import { type Static, Type } from '@sinclair/typebox';
import { POOLS } from '../values/pools';
import { AddressSchema, AssetSchema, DecimalStringSchema, route } from './primitives';

export const FooterLinkSchema = Type.Object({
  name: Type.Union([
    Type.Literal('telegram'),
    Type.Literal('x'),
    Type.Literal('discord'),
    Type.Literal('github'),
  ]),
  url: Type.String(),
});

export type Pool = (typeof POOLS)[number];

export const PoolBalance = Type.Object({
  pool: Type.Union(POOLS.map((p) => Type.Literal(p))),
  asset: AssetSchema,
  /** Decimal units of the asset, > 0. */
  balance: DecimalStringSchema,
});
export type PoolBalance = Static<typeof PoolBalance>;

/** A bond term: its days and its discount in basis points (300 = 3%). */
export const DiscountTerm = Type.Object({ days: Type.Integer(), discountBps: Type.Integer() });
export type DiscountTerm = Static<typeof DiscountTerm>;

/** GET /api/v2/common/system_info — public settings the web app needs before sign-in. */
export const SystemInfo = Type.Object({
  productName: Type.String(),
  /**
   * The server's clock (ISO 8601) when it answered: the web app keeps the difference to its own
   * clock and draws every countdown from it (docs/time.md).
   */
  serverTime: Type.String(),
  chainId: Type.Integer(),
  /** The chain's name, shown beside the address (CHAIN_NAME, else the id's known name). */
  chainName: Type.String(),
  /** The local chain's RPC URL when the server runs one (demo), else null. */
  rpcUrl: Type.Union([Type.String(), Type.Null()]),
  explorerUrl: Type.Union([Type.String(), Type.Null()]),
  locales: Type.Array(Type.String()),
  defaultLocale: Type.String(),
  /** The dev wallet is offered only on the local chain. */
  devWallet: Type.Boolean(),
  footerLinks: Type.Array(FooterLinkSchema),
  withdraw: Type.Object({
    /** WITHDRAW_MIN: the smallest withdrawal, in decimal units of any asset ("10"). */
    min: DecimalStringSchema,
    /** WITHDRAW_FEE_BPS: the fee in basis points of the amount (100 = 1%), rounded up. */
    feeBps: Type.Integer(),
  }),
  /** DEPOSIT_CONFIRMATIONS: blocks (its own included) before a deposit or claim counts. */
  depositConfirmations: Type.Integer(),
  /** Staking settings (docs/pledge.md); rates in parts per million a day (3000 = 0.3%). */
  pledge: Type.Object({
    /** PLEDGE_MIN and PLEDGE_LIMIT (active principal per user), decimal X. */
    min: DecimalStringSchema,
    limit: DecimalStringSchema,
    flexibleRatePpm: Type.Integer(),
    terms: Type.Array(
      Type.Object({ days: Type.Integer(), minRatePpm: Type.Integer(), maxRatePpm: Type.Integer() }),
    ),
    /** EARNINGS_CAP_MULTIPLE: earnings stop at this multiple of active principal. */
    earningsCapMultiple: Type.Integer(),
  }),
  /** Insurance terms (docs/insurance.md), in basis points (500 = 5%). */
  insurance: Type.Object({ premiumBps: Type.Integer(), minReturnBps: Type.Integer() }),
  /** Reserve bond settings (docs/bonds.md): discounts in basis points, decimal amounts. */
  bond: Type.Object({
    terms: Type.Array(DiscountTerm),
    /** BOND_MIN, USDD, and BOND_DAILY_CAPACITY, X sold per UTC day across all users. */
    min: DecimalStringSchema,
    dailyCapacity: DecimalStringSchema,
    /** BOND_REBASE_RATE_PPM: the unvested part's growth per 8-hour epoch (1000 = 0.1%). */
    rebaseRatePpm: Type.Integer(),
  }),
  /** Liquidity bond settings (docs/bonds.md). */
  flowbond: Type.Object({
    terms: Type.Array(DiscountTerm),
    /** FLOWBOND_MIN, LP. */
    min: DecimalStringSchema,
    principalBps: Type.Integer(),
    penaltyBps: Type.Integer(),
    /** FLOWBOND_CLOSED: the pair is shown as closed; donations are refused. */
    closed: Type.Boolean(),
  }),
  /** Flash swap settings (docs/trading.md), in basis points (30 = 0.3%). */
  swap: Type.Object({
    feeBps: Type.Integer(),
    /** The fee's share that feeds the prize pool. */
    prizeShareBps: Type.Integer(),
    /** The slippage used when none is sent, and the range a client may send. */
    slippage: Type.Object({
      defaultBps: Type.Integer(),
      minBps: Type.Integer(),
      maxBps: Type.Integer(),
    }),
    /** Above this price impact the screen warns. */
    priceImpactWarnBps: Type.Integer(),
    /** SWAP_PENDING_MAX: most Pending Exchange swaps one user may have waiting. */
    pendingMax: Type.Integer(),
  }),
  /** TURBO_ACTIVATION_FEE: what the vortex costs, once, in USDD. */
  turbo: Type.Object({ activationFee: DecimalStringSchema }),
  /** The prize pool (docs/trading.md), in basis points, per period kind. */
  prize: Type.Object({
    /** Each kind's share of the prize pool's income. */
    splitBps: Type.Object({ hour: Type.Integer(), week: Type.Integer(), month: Type.Integer() }),
    /** Each kind's places' shares of its period's pool, first place first. */
    sharesBps: Type.Object({
      hour: Type.Array(Type.Integer()),
      week: Type.Array(Type.Integer()),
      month: Type.Array(Type.Integer()),
    }),
    /** An unclaimed prize rolls into the next period this many days after it was won. */
    claimDays: Type.Integer(),
  }),
  /** Team and community rules (docs/team.md), as the team screens explain them. */
  team: Type.Object({
    /** TEAM_VALID_DIRECT_MIN: active stake that makes a direct referral valid, decimal X. */
    validDirectMin: DecimalStringSchema,
    /** TEAM_LEVELS, V1 first: small-region performance (decimal X), valid directs, rate (bps). */
    levels: Type.Array(
      Type.Object({
        level: Type.Integer(),
        smallRegion: DecimalStringSchema,
        directs: Type.Integer(),
        rateBps: Type.Integer(),
      }),
    ),
    /** TEAM_DIRECT_RATE_BPS: the direct reward, of each direct referral's daily static yield. */
    directRateBps: Type.Integer(),
    /** TEAM_COEFFICIENT_PRINCIPAL: personal principal at which the coefficient reaches 1, X. */
    coefficientPrincipal: DecimalStringSchema,
    /** EARNINGS_CAP_MULTIPLE: static and dynamic earnings stop at this multiple of principal. */
    exitMultiple: Type.Integer(),
    /** The tokens a burn may use to re-open community rewards. */
    burnAssets: Type.Array(Type.String()),
  }),
  /**
   * The pools' non-zero balances, pool by pool in POOLS order, assets in token order. Read
   * from the ledger; may be a few seconds old (the server caches them).
   */
  pools: Type.Array(PoolBalance),
});
export type SystemInfo = Static<typeof SystemInfo>;
export const systemInfoRoute = route('GET', '/api/v2/common/system_info', SystemInfo);

export const TokenInfo = Type.Object({
  asset: AssetSchema,
  symbol: Type.String(),
  contractAddress: AddressSchema,
  decimals: Type.Integer(),
});
export type TokenInfo = Static<typeof TokenInfo>;

/** GET /api/v2/common/token — every asset and the custody (deposit recipient) address. */
export const TokenList = Type.Object({
  custodyAddress: AddressSchema,
  tokens: Type.Array(TokenInfo),
});
export type TokenList = Static<typeof TokenList>;
export const tokenRoute = route('GET', '/api/v2/common/token', TokenList);

/** GET /api/v2/common/donate_switch — whether the donation release plans are on. */
export const DonateSwitch = Type.Object({ enabled: Type.Boolean() });
export type DonateSwitch = Static<typeof DonateSwitch>;
export const donateSwitchRoute = route('GET', '/api/v2/common/donate_switch', DonateSwitch);
