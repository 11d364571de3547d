import { resolve } from 'node:path';
import { type Static, Type } from '@sinclair/typebox';
import { AMOUNT_PATTERN } from '@xbond/shared/amount';
import { FooterLinkSchema } from '@xbond/shared/api/common';
import { Ajv, type ErrorObject } from 'ajv';
import type { Address, Hex } from 'viem';
import { toAddress } from './address';
import type { MoneySettings } from './ledger/settings';
import { loadLocalSecrets } from './local-secrets';
import type { OracleSettings } from './market/oracle';
import { REPO_ROOT } from './paths';
import { type EconomicSettings, economicSettings, environmentValues } from './settings/economic';

/**
 * Every setting of the API, read from the environment once at start (docs/deploy.md, "Settings of
 * an API instance").
 */
const Int = (min: number, max: number, defaultValue: number) =>
  Type.Integer({ minimum: min, maximum: max, default: defaultValue });
/** A non-negative decimal amount in whole units of an asset ("10", "0.5"). */
const Amount = (defaultValue: string) =>
  Type.String({ pattern: AMOUNT_PATTERN, maxLength: 40, default: defaultValue });
const Url = (schemes: string) =>
  Type.String({ pattern: `^(${schemes})://[^\\s]+$`, maxLength: 2000 });

export const SettingsSchema = Type.Object({
  NODE_ENV: Type.String({ default: 'development', maxLength: 32 }),
  PORT: Int(1, 65535, 8080),
  HOST: Type.String({ default: '127.0.0.1', minLength: 1, maxLength: 255 }),
  DATA_DIR: Type.String({ default: './data', minLength: 1 }),
  DATABASE_URL: Type.Optional(Url('postgres|postgresql')),
  CHAIN_RPC_URL: Type.Optional(Url('http|https')),
  CHAIN_PORT: Int(1, 65535, 8545),
  // The chain's name in the top bar and in the wallet's add-network prompt; unset = the known
  // name of the chain id (apps/api/src/chain/names.ts).
  CHAIN_NAME: Type.Optional(Type.String({ pattern: '^[^\\n\\r]{1,40}$' })),
  // The sign-in statement: one line of printable text (EIP-4361).
  PRODUCT_NAME: Type.String({ default: 'XBond', pattern: '^[^\\n\\r]{1,64}$' }),
  ROOT_ADDRESS: Type.Optional(Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' })),
  // Transfers from this address into the Vault top up the treasury (docs/ledger.md).
  OPERATOR_ADDRESS: Type.Optional(Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' })),
  // The operators' wallets (docs/operations.md), comma-separated; they may open the console.
  // Unset on the local chain: dev account 0; with CHAIN_RPC_URL or in production: nobody.
  ADMIN_ADDRESSES: Type.Optional(
    Type.String({ pattern: '^\\s*0x[0-9a-fA-F]{40}(\\s*,\\s*0x[0-9a-fA-F]{40})*\\s*$' }),
  ),
  GENESIS_INVITE_CODE: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{4,32}$' })),
  WITHDRAW_SIGNER_KEY: Type.Optional(Type.String({ pattern: '^0x[0-9a-fA-F]{64}$' })),
  ALLOWED_ORIGINS: Type.Optional(Type.String({ minLength: 1, maxLength: 4000 })),
  RATE_LIMIT_LOGIN_PER_MIN: Int(1, 1_000_000, 30),
  RATE_LIMIT_NONCE_PER_MIN: Int(1, 1_000_000, 60),
  RATE_LIMIT_PER_MIN: Int(1, 1_000_000, 600),
  // Answers of 401 one IP may get in a minute before its unverified tokens get 429.
  RATE_LIMIT_UNAUTHORIZED_PER_MIN: Int(1, 1_000_000, 30),
  // Several instances (docs/deploy.md): rate limits shared in Redis; unset = in this process.
  REDIS_URL: Type.Optional(Url('redis|rediss')),
  // Every Redis key starts with it: deployments (or test runs) sharing one Redis stay apart.
  REDIS_KEY_PREFIX: Type.String({ default: 'xbond:', pattern: '^[A-Za-z0-9:_.-]{1,64}$' }),
  DONATE_SWITCH: Type.Boolean({ default: true }),
  EXPLORER_URL: Type.Optional(Url('http|https')),
  FOOTER_LINKS: Type.Optional(Type.String({ maxLength: 4000 })),
  LOG_LEVEL: Type.String({
    enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    default: 'info',
  }),
  TOKEN_TTL_HOURS: Int(1, 24 * 365, 168),
  // A session unused this long ends before its lifetime (docs/security.md). By default the
  // token's own lifetime (7 days): a weekly visitor is not asked to sign every time.
  SESSION_IDLE_MINUTES: Int(5, 60 * 24 * 365, 60 * 24 * 7),
  // The product is served over HTTPS (here or at a TLS-terminating proxy): HSTS is sent.
  HTTPS: Type.Boolean({ default: false }),
  // In-memory caches of the read path (docs/caching.md); 0 turns a cache off.
  SESSION_CACHE_SECONDS: Int(0, 3600, 15),
  WALLET_CACHE_SECONDS: Int(0, 3600, 5),
  // A bearer token no session has is remembered as unknown this long (docs/security.md).
  UNKNOWN_TOKEN_CACHE_SECONDS: Int(0, 3600, 5),
  NONCE_TTL_MINUTES: Int(1, 60, 10),
  // Behind a reverse proxy, the client IP (rate limits) comes from X-Forwarded-For.
  TRUST_PROXY: Type.Boolean({ default: false }),
  // Deposits, withdrawals and the chain watcher (docs/ledger.md).
  // Default 1 on the local chain, 12 with CHAIN_RPC_URL.
  DEPOSIT_CONFIRMATIONS: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  DEPOSIT_ORDER_TTL_MINUTES: Int(1, 24 * 60, 30),
  WITHDRAW_MIN: Amount('10'),
  WITHDRAW_FEE_BPS: Int(0, 5000, 100),
  WITHDRAW_VOUCHER_TTL_HOURS: Int(1, 24 * 30, 24),
  WATCHER_INTERVAL_MS: Int(100, 600_000, 2000),
  WATCHER_BLOCK_RANGE: Int(1, 100_000, 1000),
  // The job runner's tick (docs/time.md) and, on the local chain, how often its state is
  // saved besides the saves the ledger asks for (docs/time.md).
  JOBS_INTERVAL_MS: Int(100, 600_000, 5000),
  CHAIN_SAVE_INTERVAL_MS: Int(100, 600_000, 5000),
  REWARD_POOL_FUNDING: Amount('100000'),
  INSURANCE_POOL_FUNDING: Amount('100000'),
  // Staking (docs/pledge.md): rates in parts per million a day.
  PLEDGE_MIN: Amount('10'),
  PLEDGE_LIMIT: Amount('100000'),
  PLEDGE_FLEXIBLE_RATE_PPM: Int(0, 1_000_000, 3000),
  PLEDGE_TERMS: Type.String({
    default: '30:4000-6000,90:5000-8000,180:6000-10000,360:8000-12000',
    maxLength: 1000,
  }),
  EARNINGS_CAP_MULTIPLE: Int(1, 1000, 5),
  // Market prices from the pairs on chain (docs/insurance.md, "Market price"): read again past this
  // age, and stale (blocking quotes) past that one.
  PRICE_CACHE_SECONDS: Int(1, 3600, 15),
  PRICE_STALE_SECONDS: Int(10, 86_400, 300),
  // The reference price (docs/security.md "Prices"): the pair's TWAP over
  // this window, an observation kept at most this often, and how far (basis points) spot may
  // be from it before purchases are refused.
  PRICE_TWAP_MINUTES: Int(1, 1440, 30),
  PRICE_OBSERVATION_SECONDS: Int(5, 3600, 60),
  PRICE_DEVIATION_MAX_BPS: Int(10, 5000, 300),
  // Insurance (docs/insurance.md), in basis points.
  INSURANCE_PREMIUM_BPS: Int(0, 10_000, 500),
  INSURANCE_MIN_RETURN_BPS: Int(0, 10_000, 0),
  // Reserve bonds (docs/bonds.md): `days:discount` in basis points, the
  // smallest purchase (USDD), X sold per UTC day, the rebase per epoch in ppm.
  BOND_TERMS: Type.String({ default: '5:300,15:600,30:1000', maxLength: 1000 }),
  BOND_MIN: Amount('10'),
  BOND_DAILY_CAPACITY: Amount('100000'),
  BOND_REBASE_RATE_PPM: Int(0, 1_000_000, 1000),
  // Liquidity bonds (docs/bonds.md): terms, the smallest donation (LP), the share released
  // back as LP and the forced redemption's penalty in basis points, the pair shown as closed.
  FLOWBOND_TERMS: Type.String({ default: '30:500,60:800,90:1200', maxLength: 1000 }),
  FLOWBOND_MIN: Amount('1'),
  FLOWBOND_PRINCIPAL_BPS: Int(0, 10_000, 5000),
  FLOWBOND_PENALTY_BPS: Int(0, 10_000, 2000),
  FLOWBOND_CLOSED: Type.Boolean({ default: false }),
  // Trading (docs/trading.md), in basis points.
  SWAP_FEE_BPS: Int(0, 1000, 30),
  SWAP_PRIZE_SHARE_BPS: Int(0, 10_000, 5000),
  SWAP_SLIPPAGE_DEFAULT_BPS: Int(1, 10_000, 50),
  SWAP_SLIPPAGE_MIN_BPS: Int(1, 10_000, 10),
  SWAP_SLIPPAGE_MAX_BPS: Int(1, 10_000, 500),
  SWAP_PRICE_IMPACT_WARN_BPS: Int(0, 10_000, 300),
  // Pending Exchange swaps one user may have waiting: bounds what every fill pass walks.
  SWAP_PENDING_MAX: Int(1, 1000, 10),
  TURBO_ACTIVATION_FEE: Amount('5'),
  PRIZE_HOUR_BPS: Int(0, 10_000, 2000),
  PRIZE_WEEK_BPS: Int(0, 10_000, 3000),
  PRIZE_MONTH_BPS: Int(0, 10_000, 5000),
  PRIZE_HOUR_SHARES: Type.String({ default: '5000,3000,2000', maxLength: 1000 }),
  PRIZE_WEEK_SHARES: Type.String({
    default: '2500,1800,1400,1100,900,700,600,400,300,300',
    maxLength: 1000,
  }),
  PRIZE_MONTH_SHARES: Type.String({
    default: '2500,1800,1400,1100,900,700,600,400,300,300',
    maxLength: 1000,
  }),
  PRIZE_CLAIM_DAYS: Int(1, 3650, 30),
  PRIZE_RANKING_SIZE: Int(1, 100, 10),
  // Team and community (docs/team.md): levels as
  // `smallRegion:validDirects:rateBps`, release plans as `scheme:donationBps:days`.
  TEAM_LEVELS: Type.String({
    default: '10000:3:500,50000:3:1000,200000:3:1500,1000000:3:2000,5000000:3:2500',
    maxLength: 1000,
  }),
  TEAM_VALID_DIRECT_MIN: Amount('100'),
  TEAM_DIRECT_RATE_BPS: Int(0, 10_000, 1000),
  TEAM_COEFFICIENT_PRINCIPAL: Amount('1000'),
  TEAM_RELEASE_PLANS: Type.String({
    default: 'linear:0:100,donate20:2000:20,donate50:5000:0',
    maxLength: 1000,
  }),
});
export type Settings = Static<typeof SettingsSchema>;

/** Values never echoed in an error message or a log. */
const SECRET = new Set(['DATABASE_URL', 'REDIS_URL', 'WITHDRAW_SIGNER_KEY', 'GENESIS_INVITE_CODE']);

const FooterLinks = Type.Array(FooterLinkSchema, { maxItems: 20 });
export type FooterLink = Static<typeof FooterLinkSchema>;
const DEFAULT_FOOTER_LINKS: FooterLink[] = [
  { name: 'telegram', url: 'https://t.me/xbond' },
  { name: 'x', url: 'https://x.com/xbond' },
  { name: 'discord', url: 'https://discord.gg/xbond' },
  { name: 'github', url: 'https://github.com/xbond' },
];

/** Dev account 0 of the public development mnemonic: the local chain's deployer, operator and genesis account. */
export const DEV_ACCOUNT_0: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export interface Config extends EconomicSettings {
  nodeEnv: string;
  port: number;
  host: string;
  dataDir: string;
  /** null = embedded PGlite in `${dataDir}/pglite`. */
  databaseUrl: string | null;
  /** null = the API starts the local chain on `chainPort`. */
  chainRpcUrl: string | null;
  /** CHAIN_NAME, or null for the chain id's known name. */
  chainName: string | null;
  chainPort: number;
  productName: string;
  rootAddress: Address;
  /** OPERATOR_ADDRESS; null = the deployer recorded in the deployment file. */
  operatorAddress: Address | null;
  /** ADMIN_ADDRESSES, lowercase: who may use the operator's console (admin/role.ts). */
  adminAddresses: string[];
  genesisInviteCode: string;
  withdrawSignerKey: Hex;
  allowedOrigins: string[];
  /** The hosts of `allowedOrigins`: the EIP-4361 `domain` values accepted at sign-in. */
  signInDomains: string[];
  rateLimit: {
    loginPerMin: number;
    noncePerMin: number;
    perMin: number;
    /** 401 answers per IP and minute before that IP's unverified tokens are refused. */
    unauthorizedPerMin: number;
  };
  /** Redis, shared by the instances (rate limits); null = each process keeps its own. */
  redis: { url: string; keyPrefix: string } | null;
  explorerUrl: string | null;
  footerLinks: FooterLink[];
  logLevel: string;
  tokenTtlHours: number;
  /** A session unused this long ends (its last use is recorded at most once a minute). */
  sessionIdleMinutes: number;
  /** Served over HTTPS: Strict-Transport-Security and upgrade-insecure-requests. */
  https: boolean;
  nonceTtlMinutes: number;
  /** Longest a cached entry is served (seconds): a session check, a user's wallet. */
  cacheSeconds: { session: number; wallet: number; unknownToken: number };
  trustProxy: boolean;
  /** Deposits, withdrawals and the chain watcher. */
  money: MoneySettings;
  /**
   * Market prices: read again after `cacheMs`, stale after `staleMs`; purchases refused while
   * spot is more than `deviationMaxBps` from the reference, the `oracle`'s average.
   */
  market: { cacheMs: number; staleMs: number; deviationMaxBps: number; oracle: OracleSettings };
  /**
   * Every validated setting as the environment writes it: the economic ones are the first
   * version, under every later one the operator keeps in the database (settings/live.ts).
   */
  environment: Record<string, string>;
  /** How often the job runner ticks. */
  jobsIntervalMs: number;
  /** How often the local chain's state is saved on its own (ms). */
  chainSaveIntervalMs: number;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const ajv = new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true, strict: false });
const validateSettings = ajv.compile<Settings>(SettingsSchema);
const validateFooterLinks = ajv.compile<FooterLink[]>(FooterLinks);

function describe(error: ErrorObject, env: Record<string, string>): string {
  const name = error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
  const got = name in env ? (SECRET.has(name) ? ' (value hidden)' : ` (got "${env[name]}")`) : '';
  const values = error.params.allowedValues;
  const why = Array.isArray(values) ? `must be one of ${values.join(', ')}` : error.message;
  return `${name}: ${why ?? 'is invalid'}${got}`;
}

/** Validates the environment's settings and applies their defaults. Throws ConfigError. */
export function parseSettings(source: NodeJS.ProcessEnv): Settings {
  const env: Record<string, string> = {};
  for (const key of Object.keys(SettingsSchema.properties)) {
    const value = source[key]?.trim();
    // An empty variable (`PORT=`) counts as unset, as in most deployment tools.
    if (value) env[key] = value;
  }
  const settings: Record<string, unknown> = { ...env };
  if (!validateSettings(settings)) {
    const lines = [...new Set((validateSettings.errors ?? []).map((e) => describe(e, env)))];
    throw new ConfigError(
      `Invalid setting${lines.length > 1 ? 's' : ''}:\n  ${lines.join('\n  ')}`,
    );
  }
  return settings as Settings;
}

function parseOrigins(value: string): URL[] {
  return value.split(',').map((raw) => {
    const text = raw.trim();
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new ConfigError(`Invalid setting ALLOWED_ORIGINS: "${text}" is not a URL`);
    }
    if (!/^https?:$/.test(url.protocol) || url.origin !== text.replace(/\/$/, '')) {
      throw new ConfigError(
        `Invalid setting ALLOWED_ORIGINS: "${text}" must be an origin like https://example.com`,
      );
    }
    return url;
  });
}

function parseFooterLinks(value: string | undefined): FooterLink[] {
  if (value === undefined) return DEFAULT_FOOTER_LINKS;
  let links: unknown;
  try {
    links = JSON.parse(value);
  } catch {
    throw new ConfigError('Invalid setting FOOTER_LINKS: not valid JSON');
  }
  if (!validateFooterLinks(links)) {
    const why = validateFooterLinks.errors?.[0];
    throw new ConfigError(
      `Invalid setting FOOTER_LINKS: ${why?.instancePath || 'value'} ${why?.message ?? ''}`.trim(),
    );
  }
  return links;
}

/**
 * Reads and validates every setting. Local defaults that must stay stable across restarts
 * (the genesis invite code, the withdrawal signer key) are generated once into DATA_DIR.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const s = parseSettings(source);
  const external = s.CHAIN_RPC_URL !== undefined;
  const production = s.NODE_ENV === 'production';
  if (external && !s.ROOT_ADDRESS) {
    throw new ConfigError('Invalid setting ROOT_ADDRESS: required when CHAIN_RPC_URL is set');
  }
  if ((external || production) && !s.WITHDRAW_SIGNER_KEY) {
    throw new ConfigError(
      'Invalid setting WITHDRAW_SIGNER_KEY: required when CHAIN_RPC_URL is set or NODE_ENV=production',
    );
  }
  const origins = parseOrigins(
    s.ALLOWED_ORIGINS ?? `http://localhost:${s.PORT},http://127.0.0.1:${s.PORT}`,
  );
  const footerLinks = parseFooterLinks(s.FOOTER_LINKS);
  const economic = economicSettings(s);
  const dataDir = resolve(REPO_ROOT, s.DATA_DIR);
  const secrets = loadLocalSecrets(dataDir, {
    genesisInviteCode: s.GENESIS_INVITE_CODE,
    withdrawSignerKey: s.WITHDRAW_SIGNER_KEY as Hex | undefined,
  });
  return {
    nodeEnv: s.NODE_ENV,
    port: s.PORT,
    host: s.HOST,
    dataDir,
    databaseUrl: s.DATABASE_URL ?? null,
    chainRpcUrl: s.CHAIN_RPC_URL ?? null,
    chainName: s.CHAIN_NAME ?? null,
    chainPort: s.CHAIN_PORT,
    productName: s.PRODUCT_NAME,
    rootAddress: toAddress(s.ROOT_ADDRESS ?? DEV_ACCOUNT_0),
    operatorAddress: s.OPERATOR_ADDRESS ? toAddress(s.OPERATOR_ADDRESS) : null,
    adminAddresses: parseAdminAddresses(s.ADMIN_ADDRESSES, external || production),
    genesisInviteCode: secrets.genesisInviteCode,
    withdrawSignerKey: secrets.withdrawSignerKey,
    allowedOrigins: origins.map((u) => u.origin),
    signInDomains: [...new Set(origins.map((u) => u.host))],
    rateLimit: {
      loginPerMin: s.RATE_LIMIT_LOGIN_PER_MIN,
      noncePerMin: s.RATE_LIMIT_NONCE_PER_MIN,
      perMin: s.RATE_LIMIT_PER_MIN,
      unauthorizedPerMin: s.RATE_LIMIT_UNAUTHORIZED_PER_MIN,
    },
    redis: s.REDIS_URL ? { url: s.REDIS_URL, keyPrefix: s.REDIS_KEY_PREFIX } : null,
    explorerUrl: s.EXPLORER_URL ?? null,
    footerLinks,
    logLevel: s.LOG_LEVEL,
    tokenTtlHours: s.TOKEN_TTL_HOURS,
    sessionIdleMinutes: s.SESSION_IDLE_MINUTES,
    https: s.HTTPS,
    nonceTtlMinutes: s.NONCE_TTL_MINUTES,
    cacheSeconds: {
      session: s.SESSION_CACHE_SECONDS,
      wallet: s.WALLET_CACHE_SECONDS,
      unknownToken: s.UNKNOWN_TOKEN_CACHE_SECONDS,
    },
    trustProxy: s.TRUST_PROXY,
    jobsIntervalMs: s.JOBS_INTERVAL_MS,
    chainSaveIntervalMs: s.CHAIN_SAVE_INTERVAL_MS,
    money: {
      depositConfirmations: s.DEPOSIT_CONFIRMATIONS ?? (external ? 12 : 1),
      depositOrderTtlMinutes: s.DEPOSIT_ORDER_TTL_MINUTES,
      withdrawMin: s.WITHDRAW_MIN,
      withdrawFeeBps: s.WITHDRAW_FEE_BPS,
      withdrawVoucherTtlHours: s.WITHDRAW_VOUCHER_TTL_HOURS,
      watcherIntervalMs: s.WATCHER_INTERVAL_MS,
      watcherBlockRange: s.WATCHER_BLOCK_RANGE,
      rewardPoolFunding: s.REWARD_POOL_FUNDING,
      insurancePoolFunding: s.INSURANCE_POOL_FUNDING,
    },
    market: {
      cacheMs: s.PRICE_CACHE_SECONDS * 1000,
      staleMs: s.PRICE_STALE_SECONDS * 1000,
      deviationMaxBps: s.PRICE_DEVIATION_MAX_BPS,
      oracle: {
        windowSeconds: s.PRICE_TWAP_MINUTES * 60,
        observeEverySeconds: s.PRICE_OBSERVATION_SECONDS,
      },
    },
    ...economic,
    environment: environmentValues(s),
  };
}

/** The operators' addresses, lowercase and once each; the local demo's default is dev account 0. */
function parseAdminAddresses(value: string | undefined, deployed: boolean): string[] {
  if (value === undefined) return deployed ? [] : [DEV_ACCOUNT_0.toLowerCase()];
  return [...new Set(value.split(',').map((a) => a.trim().toLowerCase()))];
}
