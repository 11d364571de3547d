import type {
  DonationRecords,
  LiquidityBond,
  LiquidityBondInfo,
} from '@xbond/shared/api/liquidityBond';
import type { FinancialDetail } from '@xbond/shared/api/records';
import { maskAddress } from '@xbond/shared/mask';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectSignInRequired } from '#test/helpers/app';
import {
  bondSuite,
  DEFAULT_TERMS,
  liquidityBondApi,
  restartedWith,
  seededMarket,
  decimal as text,
} from '#test/helpers/bonds';
import { manualClock } from '#test/helpers/clock';
import { databases } from '#test/helpers/databases';
import { call, units as lp } from '#test/helpers/money';
import { noticesOf } from '#test/helpers/notices';
import { ownAccount, ownChain } from '#test/helpers/own-chain';
import { pairReserves } from '#test/helpers/pair';

// A chain of its own: its pair's reserves are this file's alone, and it can be taken away.
const chain = ownChain();
const [alice, bob] = [ownAccount(1), ownAccount(2)];

describe.each(databases())('liquidity bonds on $name', (database) => {
  const clock = manualClock('2026-11-23T10:00:00Z');
  const s = bondSuite(database, chain, clock, { deposits: [{ LP: '500' }, { LP: '10' }] });
  /** The pair's X and USDD reserves and LP supply, read from the chain by the test itself. */
  let pair: Awaited<ReturnType<typeof pairReserves>>;
  const bonds: LiquidityBond[] = [];

  beforeAll(async () => {
    pair = await pairReserves(chain.rpcUrl, s.m.deployment, 'X');
  });

  /** The business rule, computed here from the chain's figures (not by the API's code). */
  const expectedTerms = (amount: bigint, discountBps: bigint) => {
    const value = (v: bigint) => (2n * v * pair.usdd) / pair.supply;
    const principal = amount / 2n;
    return {
      usddValue: value(amount),
      principal,
      interest:
        (value(amount - principal) * pair.token * 10_000n) / (pair.usdd * (10_000n - discountBps)),
    };
  };
  const { donate, claim, redeem, info, bondOf } = liquidityBondApi(s);

  it('answers 401 without a session', async () => {
    await expectSignInRequired(s.m.app, [
      ['GET', '/api/v2/flowbond/info'],
      ['GET', '/api/v2/flowbond/list'],
      ['GET', '/api/v2/flowbond/records?scope=all'],
      ['POST', '/api/v2/flowbond/donate', { amount: '1', days: 30 }],
      ['POST', '/api/v2/flowbond/claim', { orderId: '1' }],
      ['POST', '/api/v2/flowbond/redeem', { orderId: '1' }],
    ]);
  });

  it('shows the user’s LP and pools, the network’s, the terms and one LP’s value', async () => {
    expect(await info(s.a.auth)).toEqual({
      closed: false,
      terms: DEFAULT_TERMS.liquidity,
      min: '1',
      principalBps: 5000,
      penaltyBps: 2000,
      market: seededMarket('2026-11-23T10:00:00.000Z'),
      lpValue: text((2n * lp('1') * pair.usdd) / pair.supply),
      mine: { lp: '500', principalPool: '0', interestPool: '0', claimableLp: '0', claimableX: '0' },
      network: { donated: '0', activeBonds: 0, principalPool: '0', interestPool: '0' },
      nextReleaseTime: '2026-11-23T16:00:00.000Z',
      serverTime: '2026-11-23T10:00:00.000Z',
    });
  });

  it('refuses below the minimum, a bad term, more LP than held, and any donation while closed', async () => {
    expect(
      await s.api.refused(donate(s.a.auth, { amount: '0.5', days: 30 }), 'bondBelowMinimum'),
    ).toBe('The amount cannot be less than 1 LP');
    expect(
      await s.api.refused(donate(s.a.auth, { amount: '5', days: 45 }), 'bondTermInvalid'),
    ).toContain('30/60/90');
    await s.api.refused(donate(s.b.auth, { amount: '10.5', days: 30 }), 'insufficientBalance');
    // The same product with the pair shown as closed (FLOWBOND_CLOSED).
    const closed = await restartedWith(s, chain, clock, { FLOWBOND_CLOSED: 'true' });
    try {
      const refused = await call(closed.app, s.a.auth, 'POST', '/api/v2/flowbond/donate', {
        amount: '5',
        days: 30,
      });
      expect(refused.msg).toBe(
        'The X/USDD pair is closed: liquidity bonds take no new donations for now.',
      );
      const shown = await call(closed.app, s.a.auth, 'GET', '/api/v2/flowbond/info');
      expect((shown.data as LiquidityBondInfo).closed).toBe(true);
      const system = await call(closed.app, '', 'GET', '/api/v2/common/system_info');
      expect((system.data as { flowbond: object }).flowbond).toEqual({
        terms: (shown.data as LiquidityBondInfo).terms,
        min: '1',
        principalBps: 5000,
        penaltyBps: 2000,
        closed: true,
      });
    } finally {
      await closed.app.close();
    }
    expect(await s.api.balance(s.a.userId, 'LP')).toBe(lp('500'));
  });

  it('donates: half the LP locked to come back, half to the treasury, its value in X at the discount', async () => {
    const [treasuryLp, treasuryX] = [await s.api.treasury('LP'), await s.api.treasury('X')];
    const t = expectedTerms(lp('100'), 500n);
    const bond = await s.api.ok<LiquidityBond>(
      donate(s.a.auth, { amount: '100', days: 30 }, 'donate-1'),
    );
    expect(bond).toMatchObject({
      amount: '100',
      days: 30,
      discountBps: 500,
      usddValue: text(t.usddValue),
      marketPrice: '0.5',
      bondPrice: '0.475',
      principal: '50',
      principalReleased: '0',
      interest: text(t.interest),
      interestReleased: '0',
      releaseStart: '2026-11-23T16:00:00.000Z',
      deadline: '2026-12-23T16:00:00.000Z',
      status: 'active',
      redemption: {
        principalLeft: '50',
        penalty: '10',
        returned: '40',
        interestForfeited: text(t.interest),
      },
      redeemedAt: null,
    });
    expect(
      await s.api.ok<LiquidityBond>(donate(s.a.auth, { amount: '100', days: 30 }, 'donate-1')),
    ).toEqual(bond);
    await s.api.refused(
      donate(s.a.auth, { amount: '99', days: 30 }, 'donate-1'),
      'idempotencyConflict',
    );
    expect(await s.api.balance(s.a.userId, 'LP')).toBe(lp('400'));
    expect(await s.api.balance(s.a.userId, 'LP', 'flowbond_payout')).toBe(lp('50'));
    expect(await s.api.balance(s.a.userId, 'X', 'flowbond_payout')).toBe(t.interest);
    expect(await s.api.treasury('LP')).toBe(treasuryLp + lp('50'));
    expect(await s.api.treasury('X')).toBe(treasuryX - t.interest);
    const records = await s.api.ok<FinancialDetail>(
      s.api.get(s.a.auth, '/api/v2/user/financial_detail', { type: 'flowbond_donate' }),
    );
    // Every account of the user's that moved: the LP donated, the LP and X to come back.
    expect(records.items).toMatchObject([
      { account: 'available', asset: 'LP', amount: '-100' },
      { account: 'flowbond_payout', asset: 'LP', amount: '50' },
      { account: 'flowbond_payout', asset: 'X', amount: text(t.interest) },
    ]);
    bonds.push(bond);
    // A second bond, for 60 days at 8%, to be redeemed.
    bonds.push(await s.api.ok<LiquidityBond>(donate(s.a.auth, { amount: '200', days: 60 })));
    expect((await info(s.a.auth)).mine).toMatchObject({ lp: '200', principalPool: '150' });
  });

  it('releases LP and X by the epoch through the runner; claims what was released', async () => {
    clock.set('2026-11-24T00:00:01Z');
    expect((await s.m.app.jobs.tick()).ran).toContainEqual({
      job: 'flowbond-release',
      period: 'epoch:2026-11-23T16',
    });
    const [first] = bonds as [LiquidityBond];
    const interest = lp(first.interest);
    const released = await bondOf(first.id);
    expect(released).toMatchObject({
      principalReleased: text(lp('50') / 90n),
      interestReleased: text(interest / 90n),
      claimableLp: text(lp('50') / 90n),
      claimableX: text(interest / 90n),
    });
    const claimed = await s.api.ok<LiquidityBond>(claim(s.a.auth, first.id, 'claim-1'));
    expect(claimed).toMatchObject({ claimableLp: '0', claimableX: '0' });
    expect(await s.api.balance(s.a.userId, 'LP')).toBe(lp('200') + lp('50') / 90n);
    expect(await s.api.balance(s.a.userId, 'X')).toBe(interest / 90n);
    await s.api.refused(claim(s.a.auth, first.id), 'bondNothingToClaim');
    await s.api.refused(claim(s.b.auth, first.id), 'bondOrderNotFound');
  });

  it('redeems by force: the unreleased LP less 20% comes back as quoted, the interest stops, once', async () => {
    const second = await bondOf((bonds[1] as LiquidityBond).id);
    const left = lp('100') - lp('100') / 180n;
    const penalty = (left * 2000n + 9999n) / 10_000n;
    expect(second.redemption).toEqual({
      principalLeft: text(left),
      penalty: text(penalty),
      returned: text(left - penalty),
      interestForfeited: text(lp(second.interest) - lp(second.interestReleased)),
    });
    const [lpBefore, treasuryLp, treasuryX] = [
      await s.api.balance(s.a.userId, 'LP'),
      await s.api.treasury('LP'),
      await s.api.treasury('X'),
    ];
    const redeemed = await s.api.ok<LiquidityBond>(redeem(s.a.auth, second.id, 'redeem-1'));
    expect(redeemed).toMatchObject({ status: 'redeemed', redemption: second.redemption });
    expect(redeemed.redeemedAt).toBe('2026-11-24T00:00:01.000Z');
    expect(await s.api.balance(s.a.userId, 'LP')).toBe(lpBefore + left - penalty);
    expect(await s.api.treasury('LP')).toBe(treasuryLp + penalty);
    expect(await s.api.treasury('X')).toBe(
      treasuryX + lp(second.interest) - lp(second.interestReleased),
    );
    await s.api.refused(redeem(s.a.auth, second.id), 'flowbondRedeemed');
    // What it released before the redemption is still the user's to claim; nothing more comes.
    await s.api.ok(claim(s.a.auth, second.id));
    clock.set('2026-11-24T08:00:01Z');
    await s.m.app.jobs.tick();
    expect(await bondOf(second.id)).toMatchObject({
      principalReleased: second.principalReleased,
      claimableLp: '0',
    });
    const records = await s.api.ok<FinancialDetail>(
      s.api.get(s.a.auth, '/api/v2/user/financial_detail', {
        type: 'flowbond_redeem',
        account: 'available',
      }),
    );
    expect(records.items).toMatchObject([{ asset: 'LP', amount: text(left - penalty) }]);
  });

  it('releases everything by the deadline; a finished bond cannot be redeemed', async () => {
    clock.set('2026-12-23T16:00:01Z');
    expect((await s.m.app.jobs.tick()).failed).toBeUndefined();
    const first = await bondOf((bonds[0] as LiquidityBond).id);
    expect(first).toMatchObject({
      status: 'completed',
      principalReleased: '50',
      interestReleased: first.interest,
      remainingTime: 0,
      redemption: null,
    });
    await s.api.refused(redeem(s.a.auth, first.id), 'flowbondEnded');
    // The finished bond is told once; the redeemed one never finishes.
    expect(await noticesOf(s.m.app, s.a.auth, 'flowbond_finished')).toMatchObject([
      { params: { bondId: first.id }, time: '2026-12-23T16:00:00.000Z' },
    ]);
    expect(await noticesOf(s.m.app, s.b.auth, 'flowbond_finished')).toEqual([]);
    await s.api.ok(claim(s.a.auth, first.id));
    expect(await s.api.balance(s.a.userId, 'LP', 'flowbond_payout')).toBe(0n);
    expect(await s.api.balance(s.a.userId, 'X', 'flowbond_payout')).toBe(0n);
    expect(await s.api.balance(s.a.userId, 'X')).toBe(
      lp(first.interest) + lp((bonds[1] as LiquidityBond).interest) / 180n,
    );
  });

  it('lists the donations, the user’s own and the network’s, addresses masked', async () => {
    await s.api.ok(donate(s.b.auth, { amount: '5', days: 90 }));
    const all = await s.api.ok<DonationRecords>(
      s.api.get(s.a.auth, '/api/v2/flowbond/records', { scope: 'all', pageSize: 2 }),
    );
    expect(all.total).toBe(3);
    expect(all.items[0]).toMatchObject({
      address: maskAddress(bob.address.toLowerCase()),
      amount: '5',
      days: 90,
      status: 'active',
    });
    expect(all.items[1]).toMatchObject({
      address: maskAddress(alice.address.toLowerCase()),
      amount: '200',
      status: 'redeemed',
    });
    const mine = await s.api.ok<DonationRecords>(
      s.api.get(s.a.auth, '/api/v2/flowbond/records', { scope: 'mine' }),
    );
    expect(mine.items.map((d) => d.amount)).toEqual(['200', '100']);
    const network = (await info(s.a.auth)).network;
    expect(network).toMatchObject({ donated: '305', activeBonds: 1, principalPool: '2.5' });
  });

  it('refuses a donation while X’s price is stale; a replay still answers', async () => {
    chain.answer(false);
    try {
      clock.set(new Date(clock.now().getTime() + 301_000).toISOString());
      expect((await info(s.a.auth)).market?.stale).toBe(true);
      await s.api.refused(donate(s.a.auth, { amount: '5', days: 30 }), 'priceStale');
      const replay = await s.api.ok<LiquidityBond>(
        donate(s.a.auth, { amount: '100', days: 30 }, 'donate-1'),
      );
      expect(replay.id).toBe(bonds[0]?.id);
    } finally {
      chain.answer(true);
    }
  });
});
