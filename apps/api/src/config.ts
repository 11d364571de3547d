import { type Static, Type } from '@sinclair/typebox';
import { Ajv, type ErrorObject } from 'ajv';
import type { Hex } from 'viem';
import { type AmountRange, amountRangeProblems } from './config-ranges';
import { INSURANCE_SETTINGS } from './insurance/settings';
import { MONEY_SETTINGS, type MoneySettings } from './ledger/settings';
import { LIQUIDITY_BOND_SETTINGS } from './liquidityBond/settings';
import { loadLocalSecrets } from './local-secrets';
import { MARKET_SETTINGS, type MarketSettings } from './market/settings';
import { PLEDGE_SETTINGS } from './pledge/settings';
import { RESERVE_BOND_SETTINGS } from './reserveBond/settings';
import { SECRET_SETTINGS, SERVER_SETTINGS, type ServerSettings } from './server-settings';
import { SESSION_SETTINGS, type SessionSettings } from './session/settings';
import { ConfigError, type Deployment, type PartSettings } from './setting-kit';
import { TEAM_SETTINGS } from './team/settings';
import { PRIZE_SETTINGS } from './trading/prize-settings';
import { SWAP_SETTINGS } from './trading/swap-settings';
import { TURBO_SETTINGS } from './trading/turbo-settings';

export { DEV_ACCOUNT_0, type FooterLink } from './server-settings';
export { ConfigError } from './setting-kit';

/**
 * Every setting of the API, read from the environment once at start (docs/deploy.md, "Settings of
 * an API instance"). Each part declares its own in its folder (`<feature>/settings.ts`: names,
 * defaults, ranges, how they are read); a new part is one line below.
 */

/** Read once at start. */
const START_PARTS = {
  server: SERVER_SETTINGS,
  session: SESSION_SETTINGS,
  money: MONEY_SETTINGS,
  market: MARKET_SETTINGS,
};

/**
 * The features' economic settings: the environment's are the first version, under every later
 * one the operator keeps in the database (settings/live.ts). Read in this order: the first
 * wrong setting stops the read.
 */
const ECONOMIC_PARTS = {
  pledge: PLEDGE_SETTINGS,
  insurance: INSURANCE_SETTINGS,
  reserveBond: RESERVE_BOND_SETTINGS,
  liquidityBond: LIQUIDITY_BOND_SETTINGS,
  team: TEAM_SETTINGS,
  swap: SWAP_SETTINGS,
  turbo: TURBO_SETTINGS,
  prize: PRIZE_SETTINGS,
};

type StartParts = typeof START_PARTS;
type EconomicParts = typeof ECONOMIC_PARTS;
// biome-ignore lint/suspicious/noExplicitAny: any part, whatever its variables and settings
type AnyPart = PartSettings<any, unknown>;
type EnvOf<Part> = Part extends { env: infer P } ? P : never;
type ReadOf<Part> = Part extends { read: (...args: never[]) => infer T } ? T : never;
/** `A | B` as `A & B`: every part's variables in one object type. */
type Merged<U> = (U extends unknown ? (part: U) => void : never) extends (all: infer A) => void
  ? A
  : never;
type AllEnv = Merged<EnvOf<(StartParts & EconomicParts)[keyof (StartParts & EconomicParts)]>>;

/** Every part, start first. No two declare the same variable (config.test.ts). */
export const SETTING_PARTS: readonly AnyPart[] = [
  ...Object.values(START_PARTS),
  ...Object.values(ECONOMIC_PARTS),
];

const ENV: AllEnv = Object.assign({}, ...SETTING_PARTS.map((part) => part.env));
const AMOUNT_RANGES: Record<string, AmountRange> = Object.assign(
  {},
  ...SETTING_PARTS.map((part) => part.amounts),
);
const ORDERED_AMOUNTS = SETTING_PARTS.flatMap((part) => part.ordered ?? []);
export const SettingsSchema = Type.Object(ENV);
export type Settings = Static<typeof SettingsSchema>;

/** The economic settings of the features, as their services read them. */
export type EconomicSettings = { [K in keyof EconomicParts]: ReadOf<EconomicParts[K]> };

export interface Config extends ServerSettings, SessionSettings, EconomicSettings {
  genesisInviteCode: string;
  withdrawSignerKey: Hex;
  /** Deposits, withdrawals and the chain watcher. */
  money: MoneySettings;
  market: MarketSettings;
  /**
   * Every validated setting as the environment writes it: the economic ones are the first
   * version, under every later one the operator keeps in the database (settings/live.ts).
   */
  environment: Record<string, string>;
}

const ajv = new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true, strict: false });
const validateSettings = ajv.compile<Settings>(SettingsSchema);

function describe(error: ErrorObject, env: Record<string, string>): string {
  const name = error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
  const hidden = SECRET_SETTINGS.has(name);
  const got = name in env ? (hidden ? ' (value hidden)' : ` (got "${env[name]}")`) : '';
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

function deploymentOf(s: Settings): Deployment {
  return { external: s.CHAIN_RPC_URL !== undefined, production: s.NODE_ENV === 'production' };
}

/**
 * The features' economic settings from validated settings, then every part's amounts within
 * their ranges, every problem named at once. Throws ConfigError naming the setting. An
 * operator's change passes here too, so it is validated exactly as the start is.
 */
export function economicSettings(s: Settings): EconomicSettings {
  const deployment = deploymentOf(s);
  const economic = Object.fromEntries(
    Object.entries(ECONOMIC_PARTS).map(([name, part]) => [
      name,
      (part as AnyPart).read(s, deployment),
    ]),
  ) as EconomicSettings;
  const values = s as unknown as Record<string, string>;
  const problems = amountRangeProblems(AMOUNT_RANGES, ORDERED_AMOUNTS, values);
  problems.push(...SETTING_PARTS.flatMap((part) => part.problems?.(s) ?? []));
  if (problems.length) {
    throw new ConfigError(
      `Invalid setting${problems.length > 1 ? 's' : ''}:\n  ${problems.join('\n  ')}`,
    );
  }
  return economic;
}

/**
 * Every validated setting written back as the environment writes it: the base a change of the
 * economic settings is laid over before it is validated again as a whole.
 */
export function environmentValues(s: Settings): Record<string, string> {
  return Object.fromEntries(
    Object.entries(s)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Reads and validates every setting. Local defaults that must stay stable across restarts
 * (the genesis invite code, the withdrawal signer key) are generated once into DATA_DIR, once
 * every setting has passed.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const s = parseSettings(source);
  const deployment = deploymentOf(s);
  const server = START_PARTS.server.read(s, deployment);
  const economic = economicSettings(s);
  const secrets = loadLocalSecrets(server.dataDir, {
    genesisInviteCode: s.GENESIS_INVITE_CODE,
    withdrawSignerKey: s.WITHDRAW_SIGNER_KEY as Hex | undefined,
  });
  return {
    ...server,
    ...START_PARTS.session.read(s, deployment),
    genesisInviteCode: secrets.genesisInviteCode,
    withdrawSignerKey: secrets.withdrawSignerKey,
    money: START_PARTS.money.read(s, deployment),
    market: START_PARTS.market.read(s, deployment),
    ...economic,
    environment: environmentValues(s),
  };
}
