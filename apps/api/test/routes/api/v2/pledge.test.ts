import type { FixedOrder } from '@xbond/shared/api/pledge';
import { ERRORS } from '@xbond/shared/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/db';
import { userBalance } from '#src/ledger/balances';
import type { manualClock } from '#test/helpers/clock';
import { databases } from '#test/helpers/databases';
import { type MoneyApp, units } from '#test/helpers/money';
import { fundedUser, pledgeApi, pledgeApp } from '#test/helpers/pledge';
import { account } from '#test/helpers/siwe';

// Dev accounts of this file (see helpers/money.ts): 5 operator, 6 and 7 users. The exit cap and
// a short pool: pledge-pool.test.ts.
const operator = account(5);
const alice = account(6);
const bob = account(7);

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
    const { post, refused } = pledgeApi(m);
    await refused(post(a, 'current/stake', { amount: '9.99' }), 'pledgeBelowMinimum');
    const over = await post(a, 'current/stake', { amount: '100000.5' });
    expect(over.code).toBe(ERRORS.pledgeLimitExceeded.code);
    expect(over.msg).toContain('100000');
    await refused(post(b, 'current/stake', { amount: '1000.5' }), 'insufficientBalance');
    await refused(post(a, 'regular/create', { amount: '100', days: 45 }), 'pledgeTermInvalid');
    await refused(post(a, 'current/unstake', { amount: '1' }), 'insufficientBalance');
  });

  it('stakes from available; a replayed key answers the first result and moves nothing', async () => {
    const { post, ok, refused } = pledgeApi(m);
    const first = await ok(post(a, 'current/stake', { amount: '1000' }, 'stake-1'));
    expect(first).toEqual({ amount: '1000', principal: '1000' });
    expect(await ok(post(a, 'current/stake', { amount: '1000' }, 'stake-1'))).toEqual(first);
    await refused(post(a, 'current/stake', { amount: '5' }, 'stake-1'), 'idempotencyConflict');
    expect(await x('available')).toBe(units('149000'));
    expect(await x('flexible_principal')).toBe(units('1000'));
  });

  it('pays the day only on principal held for the whole day, into available', async () => {
    const { post, ok, info, records } = pledgeApi(m);
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
    const moved = await records(a, '?asset=X');
    // Each account that moved: the principal staked and unstaked (into the turbine), the yield.
    expect(moved.items.slice(0, 7).map((e) => [e.type, e.account, e.amount])).toEqual([
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
    const { post, ok } = pledgeApi(m);
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
    const { post, ok, info, list } = pledgeApi(m);
    clock.set('2026-11-27T10:00:00Z');
    const order = await ok<FixedOrder>(
      post(a, 'regular/create', { amount: '1000', days: 30 }, 'o-1'),
    );
    orderId = order.id;
    bobsOrderId = (await ok<FixedOrder>(post(b, 'regular/create', { amount: '500', days: 30 }))).id;
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
      (await ok<FixedOrder>(post(a, 'regular/create', { amount: '1000', days: 30 }, 'o-1'))).id,
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
    const active = await list(a, '?status=active');
    expect(active.total).toBe(1);
    expect(active.items[0]).toMatchObject({
      released: '6',
      claimable: '6',
      yesterdayYield: '6',
      totalRevenue: '6',
    });
    expect((await info(a)).claimable).toBe('6');
  });

  it('claims released reward once, and only the owner can', async () => {
    const { post, ok, refused, list } = pledgeApi(m);
    const availableBefore = await x('available');
    // A running order's reward is repledgeable on its own, but 6 X is below the minimum.
    const offered = await list(a, '?repledgeable=true');
    expect(offered.items.map((o) => o.id)).toEqual([orderId]);
    await refused(
      post(a, 'repledge', { orderId, days: 30, parts: 'reward' }),
      'pledgeBelowMinimum',
    );
    await refused(post(b, 'regular/claim', { orderId }), 'pledgeOrderNotFound');
    const claimed = await ok<FixedOrder>(post(a, 'regular/claim', { orderId }, 'claim-1'));
    expect(claimed).toMatchObject({ released: '6', claimed: '6', claimable: '0' });
    expect(await ok<FixedOrder>(post(a, 'regular/claim', { orderId }, 'claim-1'))).toMatchObject({
      claimed: '6',
    });
    await refused(post(a, 'regular/claim', { orderId }), 'pledgeNothingToClaim');
    expect(await x('available')).toBe(availableBefore + units('6'));
    await refused(post(a, 'repledge', { orderId, days: 90 }), 'pledgeOrderNotMatured');
    await refused(
      post(a, 'repledge', { orderId, days: 90, parts: 'reward' }),
      'pledgeNothingToClaim',
    );
    await refused(post(a, 'repledge', { orderId, days: 90, parts: 'all' }), 'invalidRequest');
  });

  it('returns the principal at maturity; repledge takes it back with the unclaimed reward', async () => {
    const { post, ok, refused, list, records } = pledgeApi(m);
    // Nothing held all day from now on: only the maturity moves Alice's available balance.
    await ok(post(a, 'current/unstake', { amount: '1500' }));
    const availableBefore = await x('available');
    clock.set('2026-12-28T00:00:01Z');
    await m.app.jobs.tick();
    const [order] = (await list(a)).items;
    expect(order).toMatchObject({ status: 'matured', released: '180', claimable: '174' });
    expect(order?.remainingRewardTime).toBe(0);
    expect(await x('fixed_principal')).toBe(0n);
    expect(await x('available')).toBe(availableBefore + units('1000'));

    const again = await ok<FixedOrder>(post(a, 'repledge', { orderId, days: 90 }, 'rp-1'));
    expect(again).toMatchObject({ amount: '1174', days: 90, status: 'active' });
    expect((await ok<FixedOrder>(post(a, 'repledge', { orderId, days: 90 }, 'rp-1'))).id).toBe(
      again.id,
    );
    await refused(post(a, 'repledge', { orderId, days: 90 }), 'pledgeOrderRepledged');
    expect(await x('available')).toBe(availableBefore);
    expect(await x('fixed_reward')).toBe(0n);
    const repledged = await records(a, '?type=repledge');
    // The principal from available, the unclaimed reward from the order's reward account,
    // both into the new order's principal.
    expect(repledged.items.map((e) => [e.account, e.amount])).toEqual([
      ['available', '-1000'],
      ['fixed_principal', '1174'],
      ['fixed_reward', '-174'],
    ]);

    // Bob's principal came back at maturity; spent, it cannot be repledged.
    await ok(post(b, 'current/stake', { amount: '1000' }));
    await refused(post(b, 'repledge', { orderId: bobsOrderId, days: 30 }), 'insufficientBalance');
    await refused(
      post(b, 'repledge', { orderId: bobsOrderId, days: 30, parts: 'principal' }),
      'insufficientBalance',
    );
    // Its reward alone still opens an order; the matured principal stays on offer.
    const rewardOrder = await ok<FixedOrder>(
      post(b, 'repledge', { orderId: bobsOrderId, days: 30, parts: 'reward' }),
    );
    expect(rewardOrder).toMatchObject({ amount: '90', days: 30, status: 'active' });
    await refused(
      post(b, 'repledge', { orderId: bobsOrderId, days: 30, parts: 'reward' }),
      'pledgeNothingToClaim',
    );
    const offered = await list(b, '?repledgeable=true');
    expect(offered.items.map((o) => [o.id, o.status, o.claimable])).toEqual([
      [bobsOrderId, 'matured', '0'],
    ]);
    const alices = await list(a, '?repledgeable=true');
    expect(alices.total).toBe(0);
  });
});
