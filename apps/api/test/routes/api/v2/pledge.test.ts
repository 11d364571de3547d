import { ERRORS } from '@xbond/shared/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/db';
import { systemBalance, userBalance } from '#src/ledger/balances';
import type { manualClock } from '#test/helpers/clock';
import { databases } from '#test/helpers/databases';
import { call, type MoneyApp, units } from '#test/helpers/money';
import { fundedUser, pledgeApp } from '#test/helpers/pledge';
import { account } from '#test/helpers/siwe';

// Dev accounts of this file (see helpers/money.ts): 5 operator, 6 and 7 users.
const operator = account(5);
const alice = account(6);
const bob = account(7);

interface Info {
  flexible: { principal: string; yesterdayYield: string; totalRevenue: string };
  terms: { days: number; minRatePpm: number; maxRatePpm: number; todayRatePpm: number }[];
  poolHealthPpm: number;
  limit: { max: string; used: string; left: string };
  claimable: string;
  earnings: { earned: string; cap: string; left: string; frozen: string; multiple: number };
}
interface Order {
  id: string;
  orderNumber: string;
  amount: string;
  days: number;
  orderTime: string;
  maturityTime: string;
  expectedMinReward: string;
  expectedMaxReward: string;
  remainingRewardTime: number;
  released: string;
  claimed: string;
  claimable: string;
  insured: boolean;
  yesterdayYield: string;
  totalRevenue: string;
  status: string;
}

function api(m: MoneyApp) {
  const post = (auth: string, url: string, body: object, key?: string) =>
    call(m.app, auth, 'POST', `/api/v2/pledge/${url}`, body, key ? { 'idempotency-key': key } : {});
  const ok = async <T>(p: Promise<{ code: number; msg: string; data: never }>) => {
    const body = await p;
    expect(body.code, body.msg).toBe(1);
    return body.data as T;
  };
  const info = (auth: string) => ok<Info>(call(m.app, auth, 'GET', '/api/v2/pledge/info'));
  return { post, ok, info };
}

describe.each(databases())('staking on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let clock: ReturnType<typeof manualClock>;
  let m: MoneyApp;
  let a: string;
  let b: string;
  let aliceId: string;
  let orderId: string;
  let bobsOrderId: string;

  beforeAll(async () => {
    ({ db, close, clock, m } = await pledgeApp(database, operator, '2026-11-23T09:00:00Z', {}));
    a = await fundedUser(m, alice, '150000');
    b = await fundedUser(m, bob, '1000');
    const [row] = await db.query<{ id: string }>('SELECT id FROM users WHERE address = $1', [
      alice.address.toLowerCase(),
    ]);
    aliceId = String(row?.id);
  });
  afterAll(async () => {
    await m?.app.close();
    await close?.();
  });
  afterEach(async () => {
    await m.expectConserved();
  });

  const x = (kind: Parameters<typeof userBalance>[3]) => userBalance(db, aliceId, 'X', kind);

  it('answers 401 without a session', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/v2/pledge/info'],
      ['GET', '/api/v2/pledge/regular/list'],
      ['POST', '/api/v2/pledge/current/stake', { amount: '10' }],
      ['POST', '/api/v2/pledge/current/unstake', { amount: '10' }],
      ['POST', '/api/v2/pledge/regular/create', { amount: '10', days: 30 }],
      ['POST', '/api/v2/pledge/regular/claim', { orderId: '1' }],
      ['POST', '/api/v2/pledge/repledge', { orderId: '1', days: 30 }],
    ] as const) {
      const res = await m.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('refuses a stake below the minimum, past the limit, or beyond the balance, and a bad term', async () => {
    const { post } = api(m);
    expect((await post(a, 'current/stake', { amount: '9.99' })).code).toBe(
      ERRORS.pledgeBelowMinimum.code,
    );
    const over = await post(a, 'current/stake', { amount: '100000.5' });
    expect(over.code).toBe(ERRORS.pledgeLimitExceeded.code);
    expect(over.msg).toContain('100000');
    expect((await post(b, 'current/stake', { amount: '1000.5' })).code).toBe(
      ERRORS.insufficientBalance.code,
    );
    expect((await post(a, 'regular/create', { amount: '100', days: 45 })).code).toBe(
      ERRORS.pledgeTermInvalid.code,
    );
    expect((await post(a, 'current/unstake', { amount: '1' })).code).toBe(
      ERRORS.insufficientBalance.code,
    );
  });

  it('stakes from available; a replayed key answers the first result and moves nothing', async () => {
    const { post, ok } = api(m);
    const first = await ok(post(a, 'current/stake', { amount: '1000' }, 'stake-1'));
    expect(first).toEqual({ amount: '1000', principal: '1000' });
    expect(await ok(post(a, 'current/stake', { amount: '1000' }, 'stake-1'))).toEqual(first);
    expect((await post(a, 'current/stake', { amount: '5' }, 'stake-1')).code).toBe(
      ERRORS.idempotencyConflict.code,
    );
    expect(await x('available')).toBe(units('149000'));
    expect(await x('flexible_principal')).toBe(units('1000'));
  });

  it('pays the day only on principal held for the whole day, into available', async () => {
    const { post, ok, info } = api(m);
    // Day 23: staked at 09:00, so nothing was held all day.
    clock.set('2026-11-24T08:00:00Z');
    await m.app.jobs.tick();
    expect(await x('available')).toBe(units('149000'));
    // Day 24: held 1000 from its start, +500 at 08:00, -700 at 12:00: held all day = 800.
    await ok(post(a, 'current/stake', { amount: '500' }));
    clock.set('2026-11-24T12:00:00Z');
    expect(await ok(post(a, 'current/unstake', { amount: '700' }))).toEqual({
      amount: '700',
      principal: '800',
    });
    expect(await x('turbo_pending')).toBe(units('700'));
    clock.set('2026-11-25T00:00:01Z');
    await m.app.jobs.tick();
    // 800 x 0.3% = 2.4
    expect(await x('available')).toBe(units('148502.4'));
    expect((await info(a)).flexible).toMatchObject({
      principal: '800',
      yesterdayYield: '2.4',
      totalRevenue: '2.4',
    });
    const records = await ok<{ items: { type: string; account: string; amount: string }[] }>(
      call(m.app, a, 'GET', '/api/v2/user/financial_detail?asset=X'),
    );
    // Each account that moved: the principal staked and unstaked (into the turbine), the yield.
    expect(records.items.slice(0, 7).map((e) => [e.type, e.account, e.amount])).toEqual([
      ['reward', 'available', '2.4'],
      ['unstake', 'flexible_principal', '-700'],
      ['unstake', 'turbo_pending', '700'],
      ['stake', 'available', '-500'],
      ['stake', 'flexible_principal', '500'],
      ['stake', 'available', '-1000'],
      ['stake', 'flexible_principal', '1000'],
    ]);
  });

  it('catches up two missed days, paying each by that day’s own principal', async () => {
    const { post, ok } = api(m);
    // Day 25: 800 at its start, 300 unstaked at 10:00. Day 26: 500 at its start, +1000 at 10:00.
    clock.set('2026-11-25T10:00:00Z');
    await ok(post(a, 'current/unstake', { amount: '300' }));
    clock.set('2026-11-26T10:00:00Z');
    await ok(post(a, 'current/stake', { amount: '1000' }));
    // The runner was down for both days.
    clock.set('2026-11-27T00:00:01Z');
    const tick = await m.app.jobs.tick();
    expect(tick.ran.filter((r) => r.job === 'pledge-flexible-yield').map((r) => r.period)).toEqual([
      'day:2026-11-25',
      'day:2026-11-26',
    ]);
    const paid = await db.query<{ day: string; paid: string }>(
      `SELECT day, paid::text AS paid FROM earnings WHERE user_id = $1 AND source = 'flexible'
       ORDER BY day`,
      [aliceId],
    );
    // 500 x 0.3% on each day (25: the lowest after the unstake; 26: the stake came mid-day).
    expect(paid.map((r) => [r.day, r.paid])).toEqual([
      ['day:2026-11-24', units('2.4').toString()],
      ['day:2026-11-25', units('1.5').toString()],
      ['day:2026-11-26', units('1.5').toString()],
    ]);

    // A runner that died before finishing day 26 (its lease ran out, no batch saved): the
    // next tick runs the day again and pays nothing twice.
    const available = await x('available');
    await db.query(
      `UPDATE job_runs SET status = 'running', progress = NULL, finished_at = NULL,
         lease_until = now() - interval '1 second'
       WHERE job = 'pledge-flexible-yield' AND period = 'day:2026-11-26'`,
    );
    const rerun = await m.app.jobs.tick();
    expect(rerun.ran).toEqual([{ job: 'pledge-flexible-yield', period: 'day:2026-11-26' }]);
    expect(await x('available')).toBe(available);
  });

  it('opens a regular order with its expected rewards and releases each day’s reward', async () => {
    const { post, ok, info } = api(m);
    clock.set('2026-11-27T10:00:00Z');
    const order = await ok<Order>(post(a, 'regular/create', { amount: '1000', days: 30 }, 'o-1'));
    orderId = order.id;
    bobsOrderId = (await ok<Order>(post(b, 'regular/create', { amount: '500', days: 30 }))).id;
    expect(order).toMatchObject({
      amount: '1000',
      days: 30,
      orderTime: '2026-11-27T10:00:00.000Z',
      // Earns the whole days from the next midnight: 30 of them.
      maturityTime: '2026-12-28T00:00:00.000Z',
      expectedMinReward: '120',
      expectedMaxReward: '180',
      remainingRewardTime: 30 * 86_400 + 14 * 3600,
      released: '0',
      insured: false,
      policyId: null,
      status: 'active',
    });
    expect(order.orderNumber).toMatch(/^P\d{8}$/);
    expect(
      (await ok<Order>(post(a, 'regular/create', { amount: '1000', days: 30 }, 'o-1'))).id,
    ).toBe(order.id);
    const before = await info(a);
    expect(before.poolHealthPpm).toBe(1_000_000);
    expect(before.terms[0]).toEqual({
      days: 30,
      minRatePpm: 4000,
      maxRatePpm: 6000,
      todayRatePpm: 6000,
    });
    expect(before.limit).toEqual({ max: '100000', used: '2500', left: '97500' });

    // Day 27: the order did not earn yet. Day 28: 1000 x 0.6% (a healthy pool pays the max).
    clock.set('2026-11-29T00:00:01Z');
    await m.app.jobs.tick();
    const list = await ok<{ items: Order[]; total: number }>(
      call(m.app, a, 'GET', '/api/v2/pledge/regular/list?status=active'),
    );
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      released: '6',
      claimable: '6',
      yesterdayYield: '6',
      totalRevenue: '6',
    });
    expect((await info(a)).claimable).toBe('6');
  });

  it('claims released reward once, and only the owner can', async () => {
    const { post, ok } = api(m);
    const availableBefore = await x('available');
    // A running order's reward is repledgeable on its own, but 6 X is below the minimum.
    const offered = await ok<{ items: Order[] }>(
      call(m.app, a, 'GET', '/api/v2/pledge/regular/list?repledgeable=true'),
    );
    expect(offered.items.map((o) => o.id)).toEqual([orderId]);
    expect((await post(a, 'repledge', { orderId, days: 30, parts: 'reward' })).code).toBe(
      ERRORS.pledgeBelowMinimum.code,
    );
    expect((await post(b, 'regular/claim', { orderId })).code).toBe(
      ERRORS.pledgeOrderNotFound.code,
    );
    const claimed = await ok<Order>(post(a, 'regular/claim', { orderId }, 'claim-1'));
    expect(claimed).toMatchObject({ released: '6', claimed: '6', claimable: '0' });
    expect(await ok<Order>(post(a, 'regular/claim', { orderId }, 'claim-1'))).toMatchObject({
      claimed: '6',
    });
    expect((await post(a, 'regular/claim', { orderId })).code).toBe(
      ERRORS.pledgeNothingToClaim.code,
    );
    expect(await x('available')).toBe(availableBefore + units('6'));
    expect((await post(a, 'repledge', { orderId, days: 90 })).code).toBe(
      ERRORS.pledgeOrderNotMatured.code,
    );
    expect((await post(a, 'repledge', { orderId, days: 90, parts: 'reward' })).code).toBe(
      ERRORS.pledgeNothingToClaim.code,
    );
    expect((await post(a, 'repledge', { orderId, days: 90, parts: 'all' })).code).toBe(
      ERRORS.invalidRequest.code,
    );
  });

  it('returns the principal at maturity; repledge takes it back with the unclaimed reward', async () => {
    const { post, ok } = api(m);
    // Nothing held all day from now on: only the maturity moves Alice's available balance.
    await ok(post(a, 'current/unstake', { amount: '1500' }));
    const availableBefore = await x('available');
    clock.set('2026-12-28T00:00:01Z');
    await m.app.jobs.tick();
    const [order] = (
      await ok<{ items: Order[] }>(call(m.app, a, 'GET', '/api/v2/pledge/regular/list'))
    ).items;
    expect(order).toMatchObject({ status: 'matured', released: '180', claimable: '174' });
    expect(order?.remainingRewardTime).toBe(0);
    expect(await x('fixed_principal')).toBe(0n);
    expect(await x('available')).toBe(availableBefore + units('1000'));

    const again = await ok<Order>(post(a, 'repledge', { orderId, days: 90 }, 'rp-1'));
    expect(again).toMatchObject({ amount: '1174', days: 90, status: 'active' });
    expect((await ok<Order>(post(a, 'repledge', { orderId, days: 90 }, 'rp-1'))).id).toBe(again.id);
    expect((await post(a, 'repledge', { orderId, days: 90 })).code).toBe(
      ERRORS.pledgeOrderRepledged.code,
    );
    expect(await x('available')).toBe(availableBefore);
    expect(await x('fixed_reward')).toBe(0n);
    const records = await ok<{ items: { account: string; amount: string }[] }>(
      call(m.app, a, 'GET', '/api/v2/user/financial_detail?type=repledge'),
    );
    // The principal from available, the unclaimed reward from the order's reward account,
    // both into the new order's principal.
    expect(records.items.map((e) => [e.account, e.amount])).toEqual([
      ['available', '-1000'],
      ['fixed_principal', '1174'],
      ['fixed_reward', '-174'],
    ]);

    // Bob's principal came back at maturity; spent, it cannot be repledged.
    await ok(post(b, 'current/stake', { amount: '1000' }));
    expect((await post(b, 'repledge', { orderId: bobsOrderId, days: 30 })).code).toBe(
      ERRORS.insufficientBalance.code,
    );
    expect(
      (await post(b, 'repledge', { orderId: bobsOrderId, days: 30, parts: 'principal' })).code,
    ).toBe(ERRORS.insufficientBalance.code);
    // Its reward alone still opens an order; the matured principal stays on offer.
    const rewardOrder = await ok<Order>(
      post(b, 'repledge', { orderId: bobsOrderId, days: 30, parts: 'reward' }),
    );
    expect(rewardOrder).toMatchObject({ amount: '90', days: 30, status: 'active' });
    expect(
      (await post(b, 'repledge', { orderId: bobsOrderId, days: 30, parts: 'reward' })).code,
    ).toBe(ERRORS.pledgeNothingToClaim.code);
    const offered = await ok<{ items: Order[] }>(
      call(m.app, b, 'GET', '/api/v2/pledge/regular/list?repledgeable=true'),
    );
    expect(offered.items.map((o) => [o.id, o.status, o.claimable])).toEqual([
      [bobsOrderId, 'matured', '0'],
    ]);
    const alices = await ok<{ total: number }>(
      call(m.app, a, 'GET', '/api/v2/pledge/regular/list?repledgeable=true'),
    );
    expect(alices.total).toBe(0);
  });
});

describe.each(databases())('the exit cap and a short pool on $name', (database) => {
  const apps: { m: MoneyApp; close: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const { m, close } of apps) {
      await m.app.close();
      await close();
    }
  });

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
    const { post, ok, info } = api(m);
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
    const { post, info } = api(m);
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

  it('pays pro rata when the pool is short, records the shortfall, and never pays from nothing', async () => {
    const { db, close, clock, m } = await pledgeApp(database, operator, '2026-11-23T09:00:00Z', {
      REWARD_POOL_FUNDING: '3',
    });
    apps.push({ m, close });
    const a = await fundedUser(m, alice, '1000');
    const b = await fundedUser(m, bob, '2000');
    const { post, ok, info } = api(m);
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
