import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEV_ACCOUNT_0,
  loadConfig,
  SETTING_PARTS,
  SettingsSchema,
} from '../src/config';
import { tempDataDir } from './helpers/app';
import { DEFAULT_TERMS } from './helpers/bonds';

const KEY = `0x${'ab'.repeat(32)}`;
const ROOT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function load(env: Record<string, string>) {
  return loadConfig({ DATA_DIR: tempDataDir(), ...env });
}

/** The ConfigError message a setting produces. */
function failure(env: Record<string, string>): string {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('settings', () => {
  it('default to the local demo', () => {
    const c = load({});
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: null,
      chainRpcUrl: null,
      chainPort: 8545,
      productName: 'XBond',
      rootAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      allowedOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
      signInDomains: ['localhost:8080', '127.0.0.1:8080'],
      rateLimit: { loginPerMin: 30, noncePerMin: 60, perMin: 600 },
      sessionIdleMinutes: 10080,
      https: false,
      team: expect.objectContaining({ donateSwitch: true, directRateBps: 1000 }),
      explorerUrl: null,
      logLevel: 'info',
      tokenTtlHours: 168,
      nonceTtlMinutes: 10,
      operatorAddress: null,
      cacheSeconds: { session: 15, wallet: 5, unknownToken: 5 },
    });
    expect(c.rateLimit.unauthorizedPerMin).toBe(30);
    // Without REDIS_URL every limit is counted in this process, as for a single instance.
    expect(c.redis).toBeNull();
    expect(c.footerLinks.map((l) => l.name)).toEqual(['telegram', 'x', 'discord', 'github']);
  });

  it('follow PORT in the default origins, and derive sign-in domains from ALLOWED_ORIGINS', () => {
    expect(load({ PORT: '9000' }).allowedOrigins).toEqual([
      'http://localhost:9000',
      'http://127.0.0.1:9000',
    ]);
    const c = load({ ALLOWED_ORIGINS: 'https://xbond.example, https://app.xbond.example:8443' });
    expect(c.signInDomains).toEqual(['xbond.example', 'app.xbond.example:8443']);
  });

  it('generate the genesis code and signer key once into DATA_DIR, the key readable by its owner only', () => {
    const dir = tempDataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.genesisInviteCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(second.genesisInviteCode).toBe(first.genesisInviteCode);
    expect(second.withdrawSignerKey).toBe(first.withdrawSignerKey);
    const keyFile = join(dir, 'withdraw-signer.key');
    expect(readFileSync(keyFile, 'utf8').trim()).toBe(first.withdrawSignerKey);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it('take GENESIS_INVITE_CODE and WITHDRAW_SIGNER_KEY when given', () => {
    const c = load({ GENESIS_INVITE_CODE: 'launch2025', WITHDRAW_SIGNER_KEY: KEY });
    expect(c.genesisInviteCode).toBe('LAUNCH2025');
    expect(c.withdrawSignerKey).toBe(KEY);
  });

  it('take OPERATOR_ADDRESS in any letter case, checksummed', () => {
    expect(load({ OPERATOR_ADDRESS: ROOT.toLowerCase() }).operatorAddress).toBe(ROOT);
  });

  it('take ADMIN_ADDRESSES lowercased and once each, dev account 0 by default on the local chain', () => {
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    expect(
      load({ ADMIN_ADDRESSES: ` ${ROOT}, ${other},${ROOT.toLowerCase()} ` }).adminAddresses,
    ).toEqual([ROOT.toLowerCase(), other.toLowerCase()]);
    expect(load({}).adminAddresses).toEqual([DEV_ACCOUNT_0.toLowerCase()]);
    const deployed = {
      CHAIN_RPC_URL: 'https://rpc.example',
      ROOT_ADDRESS: ROOT,
      WITHDRAW_SIGNER_KEY: KEY,
    };
    expect(load(deployed).adminAddresses).toEqual([]);
  });

  it('default the staking terms of docs/pledge.md, rates in ppm a day', () => {
    expect(load({}).pledge).toEqual({
      min: '10',
      limit: '100000',
      flexibleRatePpm: 3000,
      terms: [
        { days: 30, minRatePpm: 4000, maxRatePpm: 6000 },
        { days: 90, minRatePpm: 5000, maxRatePpm: 8000 },
        { days: 180, minRatePpm: 6000, maxRatePpm: 10000 },
        { days: 360, minRatePpm: 8000, maxRatePpm: 12000 },
      ],
      earningsCapMultiple: 5,
    });
    expect(load({ PLEDGE_TERMS: '7:100-200' }).pledge.terms).toEqual([
      { days: 7, minRatePpm: 100, maxRatePpm: 200 },
    ]);
  });

  it('default the bond terms of docs/bonds.md, discounts in basis points', () => {
    const c = load({});
    expect(c.reserveBond).toEqual({
      terms: DEFAULT_TERMS.reserve,
      min: '10',
      dailyCapacity: '100000',
      rebaseRatePpm: 1000,
    });
    expect(c.liquidityBond).toEqual({
      terms: DEFAULT_TERMS.liquidity,
      min: '1',
      principalBps: 5000,
      penaltyBps: 2000,
      closed: false,
    });
    expect(load({ FLOWBOND_CLOSED: 'true' }).liquidityBond.closed).toBe(true);
  });

  it('default trading to docs/trading.md, in basis points', () => {
    const c = load({});
    expect(c.swap).toEqual({
      feeBps: 30,
      prizeShareBps: 5000,
      slippage: { defaultBps: 50, minBps: 10, maxBps: 500 },
      priceImpactWarnBps: 300,
      pendingMax: 10,
    });
    expect(c.turbo).toEqual({ activationFee: '5' });
    expect(c.prize).toEqual({
      splitBps: { hour: 2000, week: 3000, month: 5000 },
      sharesBps: {
        hour: [5000, 3000, 2000],
        week: [2500, 1800, 1400, 1100, 900, 700, 600, 400, 300, 300],
        month: [2500, 1800, 1400, 1100, 900, 700, 600, 400, 300, 300],
      },
      claimDays: 30,
      rankingSize: 10,
    });
    expect(load({ PRIZE_HOUR_SHARES: ' 6000, 4000 ' }).prize.sharesBps.hour).toEqual([6000, 4000]);
  });

  it('treat an empty variable as unset', () => {
    expect(load({ PORT: '' }).port).toBe(8080);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ CHAIN_PORT: '-1' }, 'CHAIN_PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ CHAIN_RPC_URL: 'localhost:8545' }, 'CHAIN_RPC_URL'],
    [{ ROOT_ADDRESS: '0x123' }, 'ROOT_ADDRESS'],
    [{ GENESIS_INVITE_CODE: 'no spaces' }, 'GENESIS_INVITE_CODE'],
    [{ WITHDRAW_SIGNER_KEY: '0x1234' }, 'WITHDRAW_SIGNER_KEY'],
    [{ RATE_LIMIT_LOGIN_PER_MIN: '0' }, 'RATE_LIMIT_LOGIN_PER_MIN'],
    [{ DONATE_SWITCH: 'maybe' }, 'DONATE_SWITCH'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TOKEN_TTL_HOURS: '1.5' }, 'TOKEN_TTL_HOURS'],
    [{ NONCE_TTL_MINUTES: '0' }, 'NONCE_TTL_MINUTES'],
    [{ PRODUCT_NAME: 'x'.repeat(65) }, 'PRODUCT_NAME'],
    [{ ALLOWED_ORIGINS: 'https://xbond.example/app' }, 'ALLOWED_ORIGINS'],
    [{ ALLOWED_ORIGINS: 'not a url' }, 'ALLOWED_ORIGINS'],
    [{ FOOTER_LINKS: '{oops' }, 'FOOTER_LINKS'],
    [{ FOOTER_LINKS: '[{"name":"myspace","url":"x"}]' }, 'FOOTER_LINKS'],
    [{ CHAIN_RPC_URL: 'https://rpc.example', WITHDRAW_SIGNER_KEY: KEY }, 'ROOT_ADDRESS'],
    [{ CHAIN_RPC_URL: 'https://rpc.example', ROOT_ADDRESS: ROOT }, 'WITHDRAW_SIGNER_KEY'],
    [{ NODE_ENV: 'production' }, 'WITHDRAW_SIGNER_KEY'],
    [{ OPERATOR_ADDRESS: '0x12' }, 'OPERATOR_ADDRESS'],
    [{ ADMIN_ADDRESSES: `${ROOT},0x12` }, 'ADMIN_ADDRESSES'],
    [{ ADMIN_ADDRESSES: `${ROOT};${ROOT}` }, 'ADMIN_ADDRESSES'],
    [{ SESSION_CACHE_SECONDS: '-1' }, 'SESSION_CACHE_SECONDS'],
    [{ SESSION_IDLE_MINUTES: '4' }, 'SESSION_IDLE_MINUTES'],
    [{ SESSION_IDLE_MINUTES: '1.5' }, 'SESSION_IDLE_MINUTES'],
    [{ HTTPS: 'maybe' }, 'HTTPS'],
    [{ PLEDGE_MIN: '-1' }, 'PLEDGE_MIN'],
    [{ PLEDGE_FLEXIBLE_RATE_PPM: '0.3' }, 'PLEDGE_FLEXIBLE_RATE_PPM'],
    [{ PLEDGE_TERMS: '30:6000-4000' }, 'PLEDGE_TERMS'],
    [{ PLEDGE_TERMS: '90:1-2,30:1-2' }, 'PLEDGE_TERMS'],
    [{ PLEDGE_TERMS: '30 days' }, 'PLEDGE_TERMS'],
    [{ EARNINGS_CAP_MULTIPLE: '0' }, 'EARNINGS_CAP_MULTIPLE'],
    [{ BOND_TERMS: '5:300,5:600' }, 'BOND_TERMS'],
    [{ BOND_DAILY_CAPACITY: '1e5' }, 'BOND_DAILY_CAPACITY'],
    [{ BOND_REBASE_RATE_PPM: '0.1' }, 'BOND_REBASE_RATE_PPM'],
    [{ FLOWBOND_TERMS: '30:10000' }, 'FLOWBOND_TERMS'],
    [{ FLOWBOND_PENALTY_BPS: '10001' }, 'FLOWBOND_PENALTY_BPS'],
    [{ FLOWBOND_CLOSED: 'maybe' }, 'FLOWBOND_CLOSED'],
    [{ SWAP_FEE_BPS: '1001' }, 'SWAP_FEE_BPS'],
    [{ SWAP_SLIPPAGE_DEFAULT_BPS: '600' }, 'SWAP_SLIPPAGE_'],
    [{ SWAP_SLIPPAGE_MIN_BPS: '60' }, 'SWAP_SLIPPAGE_'],
    [{ TURBO_ACTIVATION_FEE: 'five' }, 'TURBO_ACTIVATION_FEE'],
    [{ PRIZE_HOUR_BPS: '2500' }, 'PRIZE_HOUR_BPS'],
    [{ PRIZE_WEEK_SHARES: '6000,5000' }, 'PRIZE_WEEK_SHARES'],
    [{ PRIZE_MONTH_SHARES: '50%,50%' }, 'PRIZE_MONTH_SHARES'],
    [{ PRIZE_HOUR_SHARES: '5000,0' }, 'PRIZE_HOUR_SHARES'],
    [{ PRIZE_CLAIM_DAYS: '0' }, 'PRIZE_CLAIM_DAYS'],
  ])('refuse %j naming %s', (env, name) => {
    expect(failure(env)).toMatch(new RegExp(`\\b${name}\\b`));
  });

  // An economic amount out of its range would divide by zero or let a zero amount through to
  // a payout: the start stops, naming it.
  it.each([
    ['TEAM_COEFFICIENT_PRINCIPAL', '0'],
    ['TEAM_COEFFICIENT_PRINCIPAL', '0.000'],
    ['WITHDRAW_MIN', '0'],
    ['WITHDRAW_MIN', '0.0000001'],
    ['PLEDGE_MIN', '0'],
    ['BOND_MIN', '0'],
    ['BOND_DAILY_CAPACITY', '0'],
    ['FLOWBOND_MIN', '0'],
    ['TURBO_ACTIVATION_FEE', '0'],
    ['TEAM_VALID_DIRECT_MIN', '0'],
    ['REWARD_POOL_FUNDING', '1000000000001'],
    ['INSURANCE_POOL_FUNDING', '99999999999999999'],
  ])('stop the start when %s=%s, out of its range', (name, value) => {
    expect(failure({ [name]: value })).toMatch(new RegExp(`\\b${name}\\b: (must|at most)`));
  });

  it('take economic amounts at the edges of their ranges, and keep ordered pairs ordered', () => {
    const c = load({ WITHDRAW_MIN: '0.000001', REWARD_POOL_FUNDING: '0', PLEDGE_LIMIT: '10' });
    expect(c.money.withdrawMin).toBe('0.000001');
    expect(c.money.rewardPoolFunding).toBe('0');
    expect(failure({ PLEDGE_MIN: '20', PLEDGE_LIMIT: '10' })).toContain('PLEDGE_MIN');
    expect(failure({ BOND_MIN: '20', BOND_DAILY_CAPACITY: '10' })).toContain('BOND_MIN');
    expect(failure({ PRICE_CACHE_SECONDS: '300' })).toContain('PRICE_CACHE_SECONDS');
    const both = failure({ WITHDRAW_MIN: '0', TEAM_COEFFICIENT_PRINCIPAL: '0' });
    expect(both).toContain('WITHDRAW_MIN');
    expect(both).toContain('TEAM_COEFFICIENT_PRINCIPAL');
  });

  it('list every bad setting at once', () => {
    const message = failure({ PORT: 'abc', LOG_LEVEL: 'loud' });
    expect(message).toContain('PORT');
    expect(message).toContain('LOG_LEVEL');
  });

  it('take a shared Redis with its key prefix, and refuse a URL that is not Redis', () => {
    const url = 'redis://:pw@cache.internal:6379/2';
    expect(load({ REDIS_URL: url }).redis).toEqual({ url, keyPrefix: 'xbond:' });
    expect(load({ REDIS_URL: url, REDIS_KEY_PREFIX: 'staging:' }).redis?.keyPrefix).toBe(
      'staging:',
    );
    expect(failure({ REDIS_KEY_PREFIX: 'has space' })).toContain('REDIS_KEY_PREFIX');
    expect(failure({ RATE_LIMIT_UNAUTHORIZED_PER_MIN: '0' })).toContain(
      'RATE_LIMIT_UNAUTHORIZED_PER_MIN',
    );
  });

  it('never echo a secret value', () => {
    const secret = `postgres-password-${'9'.repeat(10)}`;
    expect(failure({ DATABASE_URL: secret })).not.toContain(secret);
    expect(failure({ WITHDRAW_SIGNER_KEY: '0xdeadbeef' })).not.toContain('deadbeef');
    expect(failure({ REDIS_URL: 'http://:redis-secret@cache' })).not.toContain('redis-secret');
    expect(failure({ PORT: 'abc' })).toContain('"abc"');
  });

  it('come from parts that each declare their own variables, none twice', () => {
    const names = SETTING_PARTS.flatMap((part) => Object.keys(part.env));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(names.sort()).toEqual(Object.keys(SettingsSchema.properties).sort());
    for (const part of SETTING_PARTS) {
      const own = Object.keys(part.env);
      const ranged = [...Object.keys(part.amounts ?? {}), ...(part.ordered ?? []).flat()];
      expect(ranged.filter((name) => !own.includes(name))).toEqual([]);
    }
  });
});
