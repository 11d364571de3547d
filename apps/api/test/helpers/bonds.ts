// Bond tests: calls through the app, refusals by name, and the users' ledger balances.
import type { LiquidityBond, LiquidityBondInfo } from '@xbond/shared/api/liquidityBond';
import type { Asset } from '@xbond/shared/assets';
import { ERRORS, type ErrorName } from '@xbond/shared/errors';
import { formatUnits, type LocalAccount } from 'viem';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Db } from '../../src/db/db';
import type { UserKind } from '../../src/ledger/accounts';
import { systemBalance, userBalance } from '../../src/ledger/balances';
import type { Clock } from '../../src/time/clock';
import { createTestApp } from './app';
import type { TestDatabase } from './databases';
import { call, type MoneyApp, TEST_SIGNER_KEY } from './money';
import { type OwnChain, ownAccount, ownMoneyApp } from './own-chain';
import { transfer } from './product';

/** Base units of an 18-decimal token as the API writes them ('13.5', '200'). */
export const decimal = (v: bigint) => formatUnits(v, 18).replace(/\.0$/, '');

/** The bond terms by default (docs/bonds.md), as the settings answer them. */
export const DEFAULT_TERMS = {
  reserve: [
    { days: 5, discountBps: 300 },
    { days: 15, discountBps: 600 },
    { days: 30, discountBps: 1000 },
  ],
  liquidity: [
    { days: 30, discountBps: 500 },
    { days: 60, discountBps: 800 },
    { days: 90, discountBps: 1200 },
  ],
};

/** X's market as the seeded pair quotes it at `at`: 1 X = 0.5 USDD, steady, fresh. */
export const seededMarket = (at: string) => ({
  asset: 'X',
  price: '0.5',
  reference: '0.5',
  deviationBps: 0,
  moving: false,
  at,
  stale: false,
});

type Reply = Promise<{ code: number; msg: string; data: never }>;

export function bondApi(m: MoneyApp) {
  const { db } = m.app.money;
  return {
    post: (auth: string, url: string, body: object, key?: string) =>
      call(m.app, auth, 'POST', url, body, key ? { 'idempotency-key': key } : {}),
    get: (auth: string, url: string, query: Record<string, string | number> = {}) =>
      call(
        m.app,
        auth,
        'GET',
        `${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]))}`,
      ),
    async ok<T>(reply: Reply): Promise<T> {
      const body = await reply;
      expect(body.code, body.msg).toBe(1);
      return body.data as T;
    },
    async refused(reply: Reply, name: ErrorName) {
      const body = await reply;
      expect(body.code, body.msg).toBe(ERRORS[name].code);
      return body.msg;
    },
    balance: (userId: string, asset: Asset, kind: UserKind = 'available') =>
      userBalance(db, userId, asset, kind),
    treasury: (asset: Asset) => systemBalance(db, 'treasury', asset),
  };
}

/** Signs `who` in, deposits `amounts` into the Vault and lets the watcher credit them. */
export async function depositor(
  m: MoneyApp,
  rpcUrl: string,
  who: LocalAccount,
  amounts: Partial<Record<Asset, string>>,
) {
  const auth = await m.login(who);
  for (const [asset, amount] of Object.entries(amounts) as [Asset, string][]) {
    await transfer(rpcUrl, who, m.tokens[asset], m.deployment.vault, amount);
  }
  await m.app.watcher.tick();
  const [row] = await m.app.money.db.query<{ id: string }>(
    'SELECT id::text FROM users WHERE address = $1',
    [who.address.toLowerCase()],
  );
  if (!row) throw new Error(`${who.address} is not registered`);
  return { auth, userId: row.id };
}

type Depositor = Awaited<ReturnType<typeof depositor>>;

export interface BondSuite {
  db: Db;
  m: MoneyApp;
  api: ReturnType<typeof bondApi>;
  /** Dev accounts 1 and 2 of the own chain, signed in, with their deposits credited. */
  a: Depositor;
  b: Depositor;
}

/**
 * A bond test file's app on `database` over fresh contracts on its own chain, the clock moved
 * by hand, two users with deposits; conservation against the Vault after every test.
 */
export function bondSuite(
  database: TestDatabase,
  chain: OwnChain,
  clock: Clock,
  setup: {
    env?: Record<string, string>;
    deposits: [Partial<Record<Asset, string>>, Partial<Record<Asset, string>>];
  },
): BondSuite {
  const suite = {} as BondSuite;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await database.open();
    close = opened.close;
    const m = await ownMoneyApp(opened.db, chain, clock, setup.env);
    const [forA, forB] = setup.deposits;
    Object.assign(suite, {
      db: opened.db,
      m,
      api: bondApi(m),
      a: await depositor(m, chain.rpcUrl, ownAccount(1), forA),
      b: await depositor(m, chain.rpcUrl, ownAccount(2), forB),
    });
  });
  afterAll(async () => {
    await suite.m?.app.close();
    await close?.();
  });
  afterEach(async () => {
    await suite.m.expectConserved();
  });
  return suite;
}

/**
 * The liquidity bond routes of a suite: a donation, a claim or a redemption of a bond, the
 * page's info, one of A's bonds by id.
 */
export function liquidityBondApi(s: BondSuite) {
  const onBond = (action: string) => (auth: string, orderId: string, key?: string) =>
    s.api.post(auth, `/api/v2/flowbond/${action}`, { orderId }, key);
  return {
    donate: (auth: string, body: object, key?: string) =>
      s.api.post(auth, '/api/v2/flowbond/donate', body, key),
    claim: onBond('claim'),
    redeem: onBond('redeem'),
    info: (auth: string) => s.api.ok<LiquidityBondInfo>(s.api.get(auth, '/api/v2/flowbond/info')),
    async bondOf(id: string) {
      const page = await s.api.ok<{ items: LiquidityBond[] }>(
        s.api.get(s.a.auth, '/api/v2/flowbond/list', { pageSize: 100 }),
      );
      const found = page.items.find((i) => i.id === id);
      if (!found) throw new Error(`bond ${id} is not listed`);
      return found;
    },
  };
}

/** The suite's product started once more on its database and contracts, with `env` added. */
export function restartedWith(
  s: BondSuite,
  chain: OwnChain,
  clock: Clock,
  env: Record<string, string>,
) {
  return createTestApp(
    s.db,
    { WITHDRAW_SIGNER_KEY: TEST_SIGNER_KEY, LOG_LEVEL: 'silent', ...env },
    { deployment: s.m.deployment, clock, rpcUrl: chain.appRpcUrl, genesis: false },
  );
}
