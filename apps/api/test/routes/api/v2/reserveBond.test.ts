import type { FinancialDetail } from '@xbond/shared/api/records';
import type {
  ReserveBondInfo,
  ReserveBondOrder,
  ReserveBondOrderList,
  ReserveBondQuote,
} from '@xbond/shared/api/reserveBond';
import { describe, expect, it } from 'vitest';
import { systemBalance } from '#src/ledger/balances';
import { expectSignInRequired } from '#test/helpers/app';
import { bondSuite, DEFAULT_TERMS, seededMarket, decimal as text } from '#test/helpers/bonds';
import { manualClock } from '#test/helpers/clock';
import { databases } from '#test/helpers/databases';
import { units as x } from '#test/helpers/money';
import { noticesOf } from '#test/helpers/notices';
import { chainTime, ownAccount, ownChain, swapIntoPair } from '#test/helpers/own-chain';

// A chain of its own: these tests move X's price and take the chain away.
const chain = ownChain();
const operator = ownAccount(0);
const DAY = 86_400_000;

describe.each(databases())('reserve bonds on $name', (database) => {
  const clock = manualClock('2026-11-23T10:00:00Z');
  // A small reward pool, so the rebase meets a short pool; a small day, so it sells out.
  const s = bondSuite(database, chain, clock, {
    env: { REWARD_POOL_FUNDING: '2', BOND_DAILY_CAPACITY: '1000' },
    deposits: [{ USDD: '5000' }, { USDD: '100' }],
  });
  const bonds: ReserveBondOrder[] = [];

  const buy = (auth: string, body: object, key?: string) =>
    s.api.post(auth, '/api/v2/bond/buy', body, key);
  const list = (auth: string, query: Record<string, string | number> = {}) =>
    s.api.ok<ReserveBondOrderList>(s.api.get(auth, '/api/v2/bond/list', query));
  const pool = () => systemBalance(s.db, 'reward_pool', 'X');

  it('answers 401 without a session; the page and its quotes are public', async () => {
    await expectSignInRequired(s.m.app, [
      ['POST', '/api/v2/bond/buy', { amount: '97', days: 5, maxPrice: '1' }],
      ['POST', '/api/v2/bond/claim', { orderId: '1' }],
      ['GET', '/api/v2/bond/list'],
    ]);
    expect(await s.api.ok<ReserveBondInfo>(s.api.get('', '/api/v2/bond/info'))).toEqual({
      market: seededMarket('2026-11-23T10:00:00.000Z'),
      terms: [
        { days: 5, discountBps: 300, bondPrice: '0.485' },
        { days: 15, discountBps: 600, bondPrice: '0.47' },
        { days: 30, discountBps: 1000, bondPrice: '0.45' },
      ],
      min: '10',
      capacity: { daily: '1000', sold: '0', left: '1000', resetsAt: '2026-11-24T00:00:00.000Z' },
      rebaseRatePpm: 1000,
      nextRebaseTime: '2026-11-23T16:00:00.000Z',
      serverTime: '2026-11-23T10:00:00.000Z',
    });
    const quote = await s.api.ok<ReserveBondQuote>(
      s.api.get('', '/api/v2/bond/quote', { amount: '97', days: 5 }),
    );
    expect(quote).toEqual({
      amount: '97',
      days: 5,
      discountBps: 300,
      marketPrice: '0.5',
      market: seededMarket('2026-11-23T10:00:00.000Z'),
      bondPrice: '0.485',
      payout: '200',
      priceAt: '2026-11-23T10:00:00.000Z',
      vestingStart: '2026-11-23T16:00:00.000Z',
      deadline: '2026-11-28T16:00:00.000Z',
      capacityLeft: '1000',
    });
    const info = await s.api.ok<{ bond: object; flowbond: object }>(
      s.api.get('', '/api/v2/common/system_info'),
    );
    expect(info.bond).toEqual({
      terms: DEFAULT_TERMS.reserve,
      min: '10',
      dailyCapacity: '1000',
      rebaseRatePpm: 1000,
    });
  });

  it('refuses below the minimum, a bad term, more USDD than held, a price above maxPrice', async () => {
    const body = { amount: '97', days: 5, maxPrice: '0.485' };
    expect(
      await s.api.refused(buy(s.a.auth, { ...body, amount: '9.99' }), 'bondBelowMinimum'),
    ).toBe('The amount cannot be less than 10 USDD');
    expect(await s.api.refused(buy(s.a.auth, { ...body, days: 7 }), 'bondTermInvalid')).toContain(
      '5/15/30',
    );
    await s.api.refused(buy(s.b.auth, { ...body, amount: '100.5' }), 'insufficientBalance');
    const moved = await s.api.refused(
      buy(s.a.auth, { ...body, maxPrice: '0.484' }),
      'bondPriceMoved',
    );
    expect(moved).toContain('0.485 USDD, above your limit of 0.484 USDD');
    await s.api.refused(
      buy(s.a.auth, { ...body, maxPrice: `0.${'4'.repeat(19)}` }),
      'invalidRequest',
    );
    await s.api.refused(
      buy(s.a.auth, { ...body, amount: `97.${'1'.repeat(19)}` }),
      'invalidAmount',
    );
    await s.api.refused(buy(s.a.auth, { ...body, extra: 1 }), 'invalidRequest');
    expect(await s.api.balance(s.a.userId, 'USDD')).toBe(x('5000'));
    expect((await list(s.a.auth)).total).toBe(0);
  });

  it('buys: USDD to the treasury, the X owed from its inventory into vesting; a replay answers the same bond', async () => {
    const [usdd, xs] = [await s.api.treasury('USDD'), await s.api.treasury('X')];
    const body = { amount: '97', days: 5, maxPrice: '0.485' };
    const bond = await s.api.ok<ReserveBondOrder>(buy(s.a.auth, body, 'bond-1'));
    expect(bond).toMatchObject({
      amount: '97',
      days: 5,
      discountBps: 300,
      marketPrice: '0.5',
      bondPrice: '0.485',
      payout: '200',
      rebased: '0',
      released: '0',
      unreleased: '200',
      claimable: '0',
      orderTime: '2026-11-23T10:00:00.000Z',
      vestingStart: '2026-11-23T16:00:00.000Z',
      deadline: '2026-11-28T16:00:00.000Z',
      remainingTime: 5 * 86_400 + 6 * 3_600,
      status: 'vesting',
    });
    expect(bond.orderNumber).toBe(`B${bond.id.padStart(8, '0')}`);
    expect(await s.api.ok<ReserveBondOrder>(buy(s.a.auth, body, 'bond-1'))).toEqual(bond);
    await s.api.refused(buy(s.a.auth, { ...body, amount: '98' }, 'bond-1'), 'idempotencyConflict');
    expect(await s.api.balance(s.a.userId, 'USDD')).toBe(x('4903'));
    expect(await s.api.balance(s.a.userId, 'X', 'bond_payout')).toBe(x('200'));
    expect(await s.api.treasury('USDD')).toBe(usdd + x('97'));
    expect(await s.api.treasury('X')).toBe(xs - x('200'));
    const records = await s.api.ok<FinancialDetail>(
      s.api.get(s.a.auth, '/api/v2/user/financial_detail', { type: 'bond_buy' }),
    );
    // Both of the user's accounts that moved: the USDD paid, the X owed into the bond payout.
    expect(records.items).toMatchObject([
      { type: 'bond_buy', account: 'available', asset: 'USDD', amount: '-97' },
      { type: 'bond_buy', account: 'bond_payout', asset: 'X', amount: '200' },
    ]);
    const info = await s.api.ok<ReserveBondInfo>(s.api.get('', '/api/v2/bond/info'));
    expect(info.capacity).toMatchObject({ sold: '200', left: '800' });
    bonds.push(bond);
  });

  it('sells no more than the day’s capacity and says when it returns', async () => {
    bonds.push(
      await s.api.ok<ReserveBondOrder>(buy(s.a.auth, { amount: '291', days: 5, maxPrice: '1' })),
    );
    // 200 X are left: 201 X is refused, by the quote and by the purchase.
    const over = { amount: '97.485', days: 5 };
    expect(
      await s.api.refused(s.api.get(s.a.auth, '/api/v2/bond/quote', over), 'bondSoldOut'),
    ).toBe(
      "Sold out: today's bond capacity has 200 X left. Capacity returns at 2026-11-24 00:00 UTC.",
    );
    await s.api.refused(buy(s.a.auth, { ...over, maxPrice: '1' }), 'bondSoldOut');
    bonds.push(
      await s.api.ok<ReserveBondOrder>(buy(s.a.auth, { amount: '97', days: 5, maxPrice: '1' })),
    );
    const soldOut = await s.api.refused(
      buy(s.b.auth, { amount: '10', days: 5, maxPrice: '1' }),
      'bondSoldOut',
    );
    expect(soldOut).toContain('has 0 X left');
    expect(bonds.map((o) => o.payout)).toEqual(['200', '600', '200']);
    expect(await s.api.balance(s.b.userId, 'USDD')).toBe(x('100'));
  });

  it('vests and rebases at every epoch through the runner; claims what vested', async () => {
    clock.set('2026-11-23T23:59:59Z');
    await s.m.app.jobs.tick();
    expect((await list(s.a.auth)).items.map((o) => o.released)).toEqual(['0', '0', '0']);

    // The epoch 16:00-24:00 ended: each bond's 0.1% is paid (the pool holds 2 X, the epoch
    // asks 1 X), then a 15th of what is unvested vests.
    clock.set('2026-11-24T00:00:01Z');
    const tick = await s.m.app.jobs.tick();
    expect(tick.ran).toContainEqual({ job: 'bond-rebase', period: 'epoch:2026-11-23T16' });
    const first = await list(s.a.auth);
    const expected = [...bonds].reverse().map((o) => {
      const rebase = x(o.payout) / 1000n;
      return { rebased: text(rebase), released: text((x(o.payout) + rebase) / 15n) };
    });
    expect(first.items.map(({ rebased, released }) => ({ rebased, released }))).toEqual(expected);
    expect(await pool()).toBe(x('1'));

    const bond = bonds[0] as ReserveBondOrder;
    const claimed = await s.api.ok<ReserveBondOrder>(
      s.api.post(s.a.auth, '/api/v2/bond/claim', { orderId: bond.id }, 'claim-1'),
    );
    const vested = (x('200.2') / 15n).toString();
    expect(claimed).toMatchObject({ claimed: text(BigInt(vested)), claimable: '0' });
    expect(await s.api.balance(s.a.userId, 'X')).toBe(BigInt(vested));
    await s.api.refused(
      s.api.post(s.a.auth, '/api/v2/bond/claim', { orderId: bond.id }),
      'bondNothingToClaim',
    );
    await s.api.refused(
      s.api.post(s.b.auth, '/api/v2/bond/claim', { orderId: bond.id }),
      'bondOrderNotFound',
    );
    // A new UTC day, a new capacity.
    const info = await s.api.ok<ReserveBondInfo>(s.api.get('', '/api/v2/bond/info'));
    expect(info.capacity).toMatchObject({ sold: '0', left: '1000' });
    expect(info.nextRebaseTime).toBe('2026-11-24T08:00:00.000Z');
  });

  it('pays the rebase pro rata once the pool runs short, records the shortfall, vests all by the deadline', async () => {
    clock.set('2026-11-28T16:00:01Z');
    expect((await s.m.app.jobs.tick()).failed).toBeUndefined();
    const done = await list(s.a.auth);
    for (const o of done.items) {
      expect(o).toMatchObject({ status: 'vested', unreleased: '0', remainingTime: 0 });
      expect(x(o.released)).toBe(x(o.payout) + x(o.rebased));
    }
    const sum = (f: (o: ReserveBondOrder) => string) =>
      done.items.reduce((s, o) => s + x(f(o)), 0n);
    // The pool paid exactly the rebases, never more than it held, and the rest is recorded.
    expect(await pool()).toBe(x('2') - sum((o) => o.rebased));
    // Short from the third epoch on: the pool paid its last base units pro rata.
    expect(await pool()).toBeGreaterThanOrEqual(0n);
    expect(await pool()).toBeLessThan(10n);
    expect(sum((o) => o.shortfall)).toBeGreaterThan(0n);
    expect(await s.api.balance(s.a.userId, 'X', 'bond_payout')).toBe(sum((o) => o.claimable));
    // Each bond fully vested is told once, to its owner.
    const vested = await noticesOf(s.m.app, s.a.auth, 'bond_vested');
    expect(vested.map((n) => n.params.bondId).sort()).toEqual(done.items.map((o) => o.id).sort());
    expect(await noticesOf(s.m.app, s.b.auth, 'bond_vested')).toEqual([]);
    for (const o of done.items) {
      await s.api.ok(s.api.post(s.a.auth, '/api/v2/bond/claim', { orderId: o.id }));
    }
    expect(await s.api.balance(s.a.userId, 'X')).toBe(sum((o) => o.released));
    expect(await s.api.balance(s.a.userId, 'X', 'bond_payout')).toBe(0n);
  });

  it('refuses a purchase whose bond price rose above maxPrice after the quote', async () => {
    const quote = await s.api.ok<ReserveBondQuote>(
      s.api.get(s.a.auth, '/api/v2/bond/quote', { amount: '97', days: 5 }),
    );
    // Someone buys X on the pair; the price is read again a day later, by the product's clock
    // and past the chain's time (the reference averages up to the later of the two), so the
    // market has settled at the new price and only the bond price is against the buyer.
    await swapIntoPair(chain.rpcUrl, s.m.deployment, operator, 'USDD', '20000');
    const later = Math.max(clock.now().getTime(), (await chainTime(chain.rpcUrl)).getTime());
    clock.set(new Date(later + DAY).toISOString());
    const body = { amount: '97', days: 5, maxPrice: quote.bondPrice };
    await s.api.refused(buy(s.a.auth, body), 'bondPriceMoved');
    const again = await s.api.ok<ReserveBondQuote>(
      s.api.get(s.a.auth, '/api/v2/bond/quote', { amount: '97', days: 5 }),
    );
    expect(x(again.bondPrice)).toBeGreaterThan(x(quote.bondPrice));
    const bond = await s.api.ok<ReserveBondOrder>(
      buy(s.a.auth, { ...body, maxPrice: again.bondPrice }, 'bond-after-move'),
    );
    expect(bond).toMatchObject({ bondPrice: again.bondPrice, payout: again.payout });
  });

  it('refuses quotes and purchases while X’s price is stale; a replay still answers', async () => {
    chain.answer(false);
    try {
      clock.set(new Date(clock.now().getTime() + 301_000).toISOString());
      const info = await s.api.ok<ReserveBondInfo>(s.api.get('', '/api/v2/bond/info'));
      expect(info.market?.stale).toBe(true);
      await s.api.refused(
        s.api.get(s.a.auth, '/api/v2/bond/quote', { amount: '97', days: 5 }),
        'priceStale',
      );
      await s.api.refused(buy(s.a.auth, { amount: '97', days: 5, maxPrice: '1' }), 'priceStale');
      const replay = await s.api.ok<ReserveBondOrder>(
        buy(s.a.auth, { amount: '97', days: 5, maxPrice: '0.485' }, 'bond-1'),
      );
      expect(replay.id).toBe(bonds[0]?.id);
    } finally {
      chain.answer(true);
    }
    await s.api.ok(s.api.get(s.a.auth, '/api/v2/bond/quote', { amount: '97', days: 5 }));
  });

  it('lists the user’s bonds newest first, paged and by status', async () => {
    const page = await list(s.a.auth, { page: 1, pageSize: 2 });
    expect(page.total).toBe(4);
    expect(page.items.map((o) => o.id)).toEqual(
      [...page.items.map((o) => o.id)].sort((p, q) => Number(q) - Number(p)),
    );
    expect((await list(s.a.auth, { status: 'vesting' })).total).toBe(1);
    expect((await list(s.a.auth, { status: 'vested' })).total).toBe(3);
    expect((await list(s.b.auth)).total).toBe(0);
  });
});
