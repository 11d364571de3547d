import { ERRORS } from '@xbond/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemBalance } from '#src/ledger/balances';
import { databases } from '#test/helpers/databases';
import { type MoneyApp, units } from '#test/helpers/money';
import { fundedUser, pledgeApi, pledgeApp } from '#test/helpers/pledge';
import { giveTokens, teamAccount } from '#test/helpers/team';

// Staking's exit cap and a reward pool too short to pay: each test on an app of its own.
// Accounts of this file: 33 operator, 34 and 35 users (helpers/team.ts), given gas and tokens
// directly, so this file never races pledge.test.ts for a nonce.
const operator = teamAccount(33);
const alice = teamAccount(34);
const bob = teamAccount(35);

beforeAll(async () => {
  // The operator funds a Vault of its own for every app (helpers/money.ts VAULT_FUNDING).
  await giveTokens(operator, '1000000');
  for (const who of [alice, bob]) await giveTokens(who, '10000');
});

describe.each(databases())('the exit cap and a short pool on $name', (database) => {
  const apps: { m: MoneyApp; close: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const { m, close } of apps) {
      await m.app.close();
      await close();
    }
  });

  /** An app of its own with these settings, Alice and Bob funded with these amounts of X. */
  const aliceAndBob = async (env: Record<string, string>, aliceX: string, bobX: string) => {
    const started = await pledgeApp(database, operator, '2026-11-23T09:00:00Z', env);
    apps.push(started);
    const a = await fundedUser(started.m, alice, aliceX);
    const b = await fundedUser(started.m, bob, bobX);
    return { ...started, a, b, ...pledgeApi(started.m) };
  };

  it('freezes rewards past the cap: they stay in the pool', async () => {
    // Cap 1 x principal and 60% a day: the second day can pay only 40 of its 60.
    const env = { EARNINGS_CAP_MULTIPLE: '1', PLEDGE_FLEXIBLE_RATE_PPM: '600000' };
    const { db, close, clock, m } = await pledgeApp(
      database,
      operator,
      '2026-11-23T09:00:00Z',
      env,
    );
    apps.push({ m, close });
    const a = await fundedUser(m, alice, '100');
    const { post, ok, info } = pledgeApi(m);
    await ok(post(a, 'current/stake', { amount: '100' }));
    clock.set('2026-11-25T00:00:01Z');
    await m.app.jobs.tick();
    expect((await info(a)).earnings).toEqual({
      earned: '60',
      cap: '100',
      left: '40',
      frozen: '0',
      multiple: 1,
    });
    const pool = await systemBalance(db, 'reward_pool', 'X');
    clock.set('2026-11-26T00:00:01Z');
    await m.app.jobs.tick();
    expect((await info(a)).earnings).toEqual({
      earned: '100',
      cap: '100',
      left: '0',
      frozen: '20',
      multiple: 1,
    });
    expect(await systemBalance(db, 'reward_pool', 'X')).toBe(pool - units('40'));
    await m.expectConserved();
  });

  it('lets parallel stakes of one user pass the limit never', async () => {
    const { close, m } = await pledgeApp(database, operator, '2026-11-23T09:00:00Z', {
      PLEDGE_LIMIT: '100',
    });
    apps.push({ m, close });
    const a = await fundedUser(m, alice, '1000');
    const { post, info } = pledgeApi(m);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post(a, 'current/stake', { amount: '20' })),
    );
    expect(results.filter((r) => r.code === 1)).toHaveLength(5);
    for (const r of results.filter((r) => r.code !== 1)) {
      expect(r.code).toBe(ERRORS.pledgeLimitExceeded.code);
    }
    expect((await info(a)).limit).toEqual({ max: '100', used: '100', left: '0' });
    await m.expectConserved();
  });

  it('shows today’s pool health from every stake: those before yesterday kept, the later ones read', async () => {
    // 1% a day against a pool of 300 X: 30 days of 2,000 X staked need 600 X, so health 1/2.
    const { clock, m, a, b, post, ok, info } = await aliceAndBob(
      { REWARD_POOL_FUNDING: '300', PLEDGE_FLEXIBLE_RATE_PPM: '10000' },
      '2000',
      '1000',
    );
    await ok(post(a, 'current/stake', { amount: '2000' }));
    expect((await info(a)).poolHealthPpm).toBe(500_000);
    // Three days on (no settlement ran): Alice's stake is now before yesterday, summed once.
    clock.set('2026-11-26T09:00:00Z');
    expect((await info(a)).poolHealthPpm).toBe(500_000);
    // Bob's stake after that is read with the recent ones: 3,000 X need 900 X.
    await ok(post(b, 'current/stake', { amount: '1000' }));
    expect((await info(b)).poolHealthPpm).toBe(333_333);
    await ok(post(a, 'current/unstake', { amount: '500' }));
    expect((await info(a)).poolHealthPpm).toBe(400_000);
    await m.expectConserved();
  });

  it('pays pro rata when the pool is short, records the shortfall, and never pays from nothing', async () => {
    const { db, clock, m, a, b, post, ok, info } = await aliceAndBob(
      { REWARD_POOL_FUNDING: '3' },
      '1000',
      '2000',
    );
    await ok(post(a, 'current/stake', { amount: '1000' }));
    await ok(post(b, 'current/stake', { amount: '1000' }));
    await ok(post(b, 'regular/create', { amount: '1000', days: 30 }));
    // The pool holds 3 X against far more than 30 days of payouts: today's rate is near the min.
    const today = await info(b);
    expect(today.poolHealthPpm).toBeLessThan(1_000_000);
    expect(today.terms[0]?.todayRatePpm).toBeLessThan(4100);
    // Day 24: flexible asks 3 + 3 of a pool of 3: each gets half; the fixed release finds it empty.
    clock.set('2026-11-25T00:00:01Z');
    await m.app.jobs.tick();
    const rows = await db.query<{ source: string; paid: string; shortfall: string }>(
      `SELECT source, paid::text AS paid, shortfall::text AS shortfall FROM earnings
       WHERE day = 'day:2026-11-24' ORDER BY source, user_id`,
    );
    expect(rows.map((r) => [r.source, r.paid, r.shortfall])).toEqual([
      ['fixed', '0', units('4').toString()],
      ['flexible', units('1.5').toString(), units('1.5').toString()],
      ['flexible', units('1.5').toString(), units('1.5').toString()],
    ]);
    expect(await systemBalance(db, 'reward_pool', 'X')).toBe(0n);
    await m.expectConserved();
  });
});
