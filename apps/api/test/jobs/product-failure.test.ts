// The product's own jobs with one of them made to fail for real: the insurance settlement
// reads X's price through a chain client whose connection the test cuts (the product composes
// the jobs from their contexts; the insurance context gets that client). Everything else
// settles, matured principal comes back, /health says which job is behind, and once the chain
// answers again the insurance catches up and nothing is paid twice.
import { devAccounts } from '@xbond/contracts/chain';
import { createPublicClient, custom, type HDAccount } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { JobRunner } from '../../src/jobs/runner';
import { PriceOracle } from '../../src/market/oracle';
import { MarketPrices } from '../../src/market/prices';
import { productJobs } from '../../src/product-jobs';
import { manualClock } from '../helpers/clock';
import { databases } from '../helpers/databases';
import { fixedSettings, fixedTrading } from '../helpers/fixed-settings';
import { call, createMoneyApp, type MoneyApp, sendToken, units } from '../helpers/money';
import { giveTokens } from '../helpers/team';

// Accounts 40-41 of the test mnemonic belong to this file (helpers/team.ts gives them tokens
// without moving anyone's nonce).
const [operator, alice] = devAccounts(42).slice(40) as [HDAccount, HDAccount];
const silent = { info() {}, error() {} };

describe.each(databases())('a failing job on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let m: MoneyApp;
  let runner: JobRunner;
  let auth: string;
  const clock = manualClock('2026-11-23T12:00:00Z');
  const outage = { down: false };

  beforeAll(async () => {
    await giveTokens(operator, '1000000');
    await giveTokens(alice, '100000');
    ({ db, close } = await database.open());
    m = await createMoneyApp(db, operator, {}, undefined, { clock });
    const { money } = m.app;
    // The chain as the insurance job reaches it: the real one, unless the connection is cut.
    const client = createPublicClient({
      transport: custom({
        request: (args) =>
          outage.down
            ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:8545'))
            : money.client.request(args),
      }),
    });
    const market = (readsFrom = money.client) =>
      new MarketPrices({
        ...m.config.market,
        client: readsFrom,
        book: money.book,
        pairs: m.deployment.pairs,
        clock,
        log: { warn() {} },
        oracle: new PriceOracle(db, m.config.market.oracle),
      });
    const pledge = { money, ...fixedSettings(m.config.pledge) };
    const { jobs, sweeps } = productJobs({
      money,
      market: market(),
      pledge,
      insurance: {
        pledge,
        market: market(client as typeof money.client),
        ...fixedSettings(m.config.insurance),
      },
      reserveBond: { money, market: market(), ...fixedSettings(m.config.reserveBond) },
      liquidityBond: { money, market: market(), ...fixedSettings(m.config.liquidityBond) },
      trading: {
        money,
        market: market(),
        ...fixedTrading(m.config),
      },
      team: { pledge, ...fixedSettings(m.config.team) },
    });
    runner = new JobRunner({ db, clock, jobs, sweeps, log: silent, intervalMs: 60_000 });
    await runner.tick();
    auth = await m.login(alice);
    await sendToken(alice, m.tokens.X, m.deployment.vault, units('5000'));
    await sendToken(alice, m.tokens.USDD, m.deployment.vault, units('1000'));
    await m.app.watcher.tick();
  });
  afterAll(async () => {
    await m?.app.close();
    await close?.();
  });

  const post = async (url: string, body: object, key: string) => {
    const res = await call(m.app, auth, 'POST', url, body, { 'idempotency-key': key });
    expect(res.code, res.msg).toBe(1);
    return res.data as { id: string };
  };
  const balance = async (kind: string, asset = 'X') => {
    const [row] = await db.query<{ balance: string }>(
      `SELECT balance::text FROM ledger_accounts a JOIN users u ON a.owner_id = u.id::text
       WHERE a.owner_type = 'user' AND u.address = $1 AND a.asset = $2 AND a.kind = $3`,
      [alice.address.toLowerCase(), asset, kind],
    );
    return BigInt(row?.balance ?? 0);
  };

  it('settles everything but the insurance while the chain is down, then catches it up once', async () => {
    await post('/api/v2/pledge/current/stake', { amount: '1000' }, 'stake');
    const order = await post('/api/v2/pledge/regular/create', { amount: '1000', days: 30 }, 'o');
    const insure = { orderId: order.id, currency: 'USDD', amount: '1000', agree: true };
    await post('/api/v2/insurance/buy', insure, 'insure');
    const availableBefore = await balance('available');

    // The chain stops answering; a month passes (the order matures on 2026-12-24). The insurance
    // reads the chain only for a day with policies to settle: it fails on the maturity's day.
    outage.down = true;
    clock.set('2026-12-25T00:00:01Z');
    const down = await runner.tick();
    expect(down.failures).toMatchObject([{ job: 'insurance-maturity', period: 'day:2026-12-23' }]);
    expect(String(down.failed?.error)).toMatch(/ECONNREFUSED/);
    const ran = (job: string) => down.ran.filter((r) => r.job === job).length;
    expect(ran('pledge-flexible-yield')).toBe(32);
    expect(ran('pledge-fixed-maturity')).toBe(32);
    expect(ran('team-rewards')).toBe(32);
    expect(ran('insurance-maturity')).toBe(30);
    // The matured principal is back in available, with a month of flexible yield.
    expect(await balance('fixed_principal')).toBe(0n);
    expect(await balance('available')).toBeGreaterThan(availableBefore + units('1000'));
    const [policy] = await db.query<{ status: string }>('SELECT status FROM insurance_policies');
    expect(policy?.status).toBe('active');

    const health = await m.app.inject({ url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'error', reason: 'jobs_behind' });
    expect(health.json().behind).toEqual(['insurance-maturity']);
    const listed = health.json().jobs as { job: string; lag: number; failures: number }[];
    expect(listed.find((j) => j.job === 'insurance-maturity')).toMatchObject({
      settled: 'day:2026-12-22',
      lag: 2,
      failures: 1,
    });
    expect(listed.find((j) => j.job === 'pledge-fixed-maturity')).toMatchObject({
      settled: 'day:2026-12-24',
      lag: 0,
    });

    // Back: after its backoff the insurance settles its month, the policy matures once.
    outage.down = false;
    clock.set('2026-12-25T00:00:06Z');
    const back = await runner.tick();
    expect(back.failures).toEqual([]);
    expect(back.ran.filter((r) => r.job === 'insurance-maturity')).toHaveLength(2);
    const [settled] = await db.query<{ status: string }>('SELECT status FROM insurance_policies');
    expect(settled?.status).not.toBe('active');
    expect((await m.app.inject({ url: '/health' })).statusCode).toBe(200);

    // Nothing twice: one maturity, one insurance outcome, one earning per user, day and source.
    clock.set('2026-12-25T00:10:00Z');
    expect((await runner.tick()).ran).toEqual([]);
    const [counts] = await db.query<{ maturities: string; outcomes: string; doubled: string }>(
      `SELECT
         (SELECT count(*) FROM ledger_operations WHERE type = 'maturity')::text AS maturities,
         (SELECT count(*) FROM ledger_operations
          WHERE type IN ('insurance_payout', 'insurance_expiry'))::text AS outcomes,
         (SELECT count(*) FROM (SELECT 1 FROM earnings GROUP BY user_id, day, source, order_id
          HAVING count(*) > 1) d)::text AS doubled`,
    );
    expect(counts).toEqual({ maturities: '1', outcomes: '1', doubled: '0' });
    await m.expectConserved();
  });
});
