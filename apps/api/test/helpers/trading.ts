// Trading tests: each file runs its own chain (its swaps and price moves must not reach the
// other files' prices), each database run deploys its own contracts on it, so every run starts
// at the seeded prices (1 X = 0.5 USDD, 1 TNB = 0.2 USDD) with a Vault of its own.
import { devAccounts, startLocalChain } from '@xbond/contracts/chain';
import { deployAll, type Funding } from '@xbond/contracts/deploy';
import type { SwapAsset } from '@xbond/shared/api/swap';
import { ERRORS, type ErrorName } from '@xbond/shared/errors';
import { formatUnits, type LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Queryable } from '../../src/db/db';
import { manualClock } from './clock';
import type { TestDatabase } from './databases';
import { call, createMoneyApp, TEST_SIGNER_KEY, units } from './money';
import { transfer } from './product';

const accounts = devAccounts(5);
const dev = (i: number): LocalAccount => {
  const a = accounts[i];
  if (!a) throw new Error(`no dev account ${i}`);
  return a;
};
/** Account 0 deploys and operates (its transfers into the Vault top up the treasury). */
export const operator = dev(0);
export const [alice, bob, carol, dave] = [dev(1), dev(2), dev(3), dev(4)];
const traders = [alice, bob, carol, dave];

export const startTradingChain = async () => startLocalChain({ port: 0 });

type Chain = Awaited<ReturnType<typeof startTradingChain>>;

/** A chain for the calling test file: started before its tests, stopped after them. */
export function fileChain(): () => Chain {
  let chain: Chain | undefined;
  beforeAll(async () => {
    chain = await startTradingChain();
  });
  afterAll(async () => {
    await chain?.stop();
  });
  return () => {
    if (!chain) throw new Error('the file chain has not started');
    return chain;
  };
}

/**
 * The app on a fresh database and deployment, its clock moved by hand from `start`. The
 * treasury starts with `treasury` of each asset (whole units) and the traders with 1,000,000.
 */
export async function tradingApp(
  chain: Chain,
  database: TestDatabase,
  opts: { start: string; treasury?: Funding; env?: Record<string, string> },
) {
  const { db, close } = await database.open();
  const deployment = await deployAll({
    rpcUrl: chain.rpcUrl,
    deployer: operator,
    signerAddress: privateKeyToAccount(TEST_SIGNER_KEY).address,
    fundAccounts: traders.map((t) => t.address),
    ...(opts.treasury ? { treasuryFunding: opts.treasury } : {}),
  });
  const clock = manualClock(opts.start);
  const m = await createMoneyApp(db, operator, opts.env ?? {}, deployment, {
    clock,
    rpcUrl: chain.rpcUrl,
  });
  // The first tick registers the period jobs: their first period is the one in progress.
  await m.app.jobs.tick();

  /** An ERC-20 transfer into the Vault, credited by the watcher (from the operator: a top-up). */
  async function deposit(from: LocalAccount, asset: SwapAsset, amount: string) {
    await transfer(chain.rpcUrl, from, deployment.tokens[asset].address, deployment.vault, amount);
    await m.app.watcher.tick();
  }

  /** Moves the clock by `ms` and runs what became due, as the dev time control does. */
  async function advance(ms: number) {
    clock.set(new Date(clock.now().getTime() + ms).toISOString());
    const tick = await m.app.jobs.tick();
    expect(tick.failed, String(tick.failed?.error)).toBeUndefined();
    return tick;
  }

  const api = (auth: string) => ({
    get: (url: string, query: Record<string, string> = {}) =>
      call(m.app, auth, 'GET', `${url}?${new URLSearchParams(query)}`),
    post: (url: string, body?: object, key?: string) =>
      call(m.app, auth, 'POST', url, body, key ? { 'idempotency-key': key } : {}),
    /** The available balance of `asset`, a decimal string. */
    async available(asset: SwapAsset) {
      const res = await call(m.app, auth, 'GET', '/api/v2/user/wallet');
      const data = res.data as { balances: { asset: string; available: string }[] };
      return data.balances.find((b) => b.asset === asset)?.available ?? '0';
    },
  });

  return {
    db,
    clock,
    m,
    deployment,
    deposit,
    advance,
    api,
    async close() {
      await m.app.close();
      await close();
    },
  };
}

export type TradingApp = Awaited<ReturnType<typeof tradingApp>>;

/** Signs `who` in and gives them `funds` (whole units per asset) on the platform. */
export async function trader(t: TradingApp, who: LocalAccount, funds: Partial<Funding> = {}) {
  const auth = await t.m.login(who);
  for (const [asset, amount] of Object.entries(funds) as [SwapAsset, string][]) {
    await t.deposit(who, asset, amount);
  }
  return t.api(auth);
}

export const expectRefused = (body: { code: number; msg: string }, name: ErrorName) =>
  expect(body.code, body.msg).toBe(ERRORS[name].code);

export const expectOk = <T>(body: { code: number; msg: string; data: unknown }): T => {
  expect(body.code, body.msg).toBe(1);
  return body.data as T;
};

/**
 * The prize pool's books agree with its ledger accounts: each period kind's pot holds the
 * unsettled periods' fees and carried-in amounts, the prizes won account holds the claimable
 * prizes; users were never paid more prizes than the fees brought in; and the ranking's
 * bucket counts agree with the traders' volumes.
 */
export async function expectPrizeBooks(db: Queryable) {
  const rows = await db.query<{ kind: string; ledger: string; books: string }>(
    `SELECT k.kind,
       (SELECT COALESCE(SUM(balance), 0) FROM ledger_accounts
        WHERE owner_type = 'system' AND owner_id = 'prize_pool' AND kind = k.kind)::text AS ledger,
       (CASE k.kind
          WHEN 'won' THEN (SELECT COALESCE(SUM(amount), 0) FROM prizes WHERE status = 'claimable')
          ELSE (SELECT COALESCE(SUM(fees + carried_in), 0) FROM prize_periods
                WHERE kind = k.kind AND settled_at IS NULL)
        END)::text AS books
     FROM (VALUES ('hour'), ('week'), ('month'), ('won')) AS k (kind)`,
  );
  for (const r of rows) expect(r.ledger, `prize pool ${r.kind}`).toBe(r.books);
  const [paid] = await db.query<{ claimed: string; fees: string }>(
    `SELECT (SELECT COALESCE(SUM(amount), 0) FROM prizes WHERE status = 'claimed')::text AS claimed,
       (SELECT COALESCE(SUM(fees), 0) FROM prize_periods)::text AS fees`,
  );
  expect(BigInt(paid?.claimed ?? 0) <= BigInt(paid?.fees ?? 0)).toBe(true);
  // The ranking's bucket counts are the volumes' buckets.
  const buckets = await db.query(
    `WITH counted AS (
       SELECT kind, period_start, bucket, count(*)::integer AS traders FROM prize_volumes
       GROUP BY kind, period_start, bucket
     ), kept AS (SELECT * FROM prize_buckets WHERE traders > 0)
     SELECT * FROM counted FULL JOIN kept USING (kind, period_start, bucket)
     WHERE counted.traders IS DISTINCT FROM kept.traders`,
  );
  expect(buckets).toEqual([]);
}

/** Base units -> the decimal string the API answers (every test token has 18 decimals). */
export const decimal = (base: bigint) => formatUnits(base, 18);

export { units };
