import { resolve } from 'node:path';
import { type Static, Type } from '@sinclair/typebox';
import { FooterLinkSchema } from '@xbond/shared/api/common';
import { Ajv } from 'ajv';
import type { Address } from 'viem';
import { toAddress } from './address';
import { REPO_ROOT } from './paths';
import { ConfigError, Int, partSettings, Url } from './setting-kit';

/**
 * The settings of the server itself: where it listens and stores, which chain, who may sign in
 * and open the console, the limits and caches of every request. Read at start only.
 */

export type FooterLink = Static<typeof FooterLinkSchema>;
const DEFAULT_FOOTER_LINKS: FooterLink[] = [
  { name: 'telegram', url: 'https://t.me/xbond' },
  { name: 'x', url: 'https://x.com/xbond' },
  { name: 'discord', url: 'https://discord.gg/xbond' },
  { name: 'github', url: 'https://github.com/xbond' },
];
// The options of the settings' own validation (config.ts): a link is read as a setting is.
const validateFooterLinks = new Ajv({
  allErrors: true,
  coerceTypes: true,
  useDefaults: true,
  strict: false,
}).compile<FooterLink[]>(Type.Array(FooterLinkSchema, { maxItems: 20 }));

/** Dev account 0 of the public development mnemonic: the local chain's deployer, operator and genesis account. */
export const DEV_ACCOUNT_0: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** Values never echoed in an error message or a log. */
export const SECRET_SETTINGS: ReadonlySet<string> = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  'WITHDRAW_SIGNER_KEY',
  'GENESIS_INVITE_CODE',
]);

export interface ServerSettings {
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
  /** Served over HTTPS: Strict-Transport-Security and upgrade-insecure-requests. */
  https: boolean;
  /** Longest a cached entry is served (seconds): a session check, a user's wallet. */
  cacheSeconds: { session: number; wallet: number; unknownToken: number };
  trustProxy: boolean;
  /** How often the job runner ticks. */
  jobsIntervalMs: number;
  /** How often the local chain's state is saved on its own (ms). */
  chainSaveIntervalMs: number;
}

export const SERVER_SETTINGS = partSettings({
  env: {
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
    EXPLORER_URL: Type.Optional(Url('http|https')),
    FOOTER_LINKS: Type.Optional(Type.String({ maxLength: 4000 })),
    LOG_LEVEL: Type.String({
      enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      default: 'info',
    }),
    // The product is served over HTTPS (here or at a TLS-terminating proxy): HSTS is sent.
    HTTPS: Type.Boolean({ default: false }),
    // In-memory caches of the read path (docs/caching.md); 0 turns a cache off.
    SESSION_CACHE_SECONDS: Int(0, 3600, 15),
    WALLET_CACHE_SECONDS: Int(0, 3600, 5),
    // A bearer token no session has is remembered as unknown this long (docs/security.md).
    UNKNOWN_TOKEN_CACHE_SECONDS: Int(0, 3600, 5),
    // Behind a reverse proxy, the client IP (rate limits) comes from X-Forwarded-For.
    TRUST_PROXY: Type.Boolean({ default: false }),
    // The job runner's tick (docs/time.md) and, on the local chain, how often its state is
    // saved besides the saves the ledger asks for (docs/time.md).
    JOBS_INTERVAL_MS: Int(100, 600_000, 5000),
    CHAIN_SAVE_INTERVAL_MS: Int(100, 600_000, 5000),
  },
  read: (s, { external, production }): ServerSettings => {
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
    return {
      nodeEnv: s.NODE_ENV,
      port: s.PORT,
      host: s.HOST,
      dataDir: resolve(REPO_ROOT, s.DATA_DIR),
      databaseUrl: s.DATABASE_URL ?? null,
      chainRpcUrl: s.CHAIN_RPC_URL ?? null,
      chainName: s.CHAIN_NAME ?? null,
      chainPort: s.CHAIN_PORT,
      productName: s.PRODUCT_NAME,
      rootAddress: toAddress(s.ROOT_ADDRESS ?? DEV_ACCOUNT_0),
      operatorAddress: s.OPERATOR_ADDRESS ? toAddress(s.OPERATOR_ADDRESS) : null,
      adminAddresses: parseAdminAddresses(s.ADMIN_ADDRESSES, external || production),
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
      https: s.HTTPS,
      cacheSeconds: {
        session: s.SESSION_CACHE_SECONDS,
        wallet: s.WALLET_CACHE_SECONDS,
        unknownToken: s.UNKNOWN_TOKEN_CACHE_SECONDS,
      },
      trustProxy: s.TRUST_PROXY,
      jobsIntervalMs: s.JOBS_INTERVAL_MS,
      chainSaveIntervalMs: s.CHAIN_SAVE_INTERVAL_MS,
    };
  },
});

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

/** The operators' addresses, lowercase and once each; the local demo's default is dev account 0. */
function parseAdminAddresses(value: string | undefined, deployed: boolean): string[] {
  if (value === undefined) return deployed ? [] : [DEV_ACCOUNT_0.toLowerCase()];
  return [...new Set(value.split(',').map((a) => a.trim().toLowerCase()))];
}
