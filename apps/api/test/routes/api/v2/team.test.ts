import { ERRORS } from '@xbond/shared/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/db';
import { userIdOf } from '#test/helpers/app';
import type { manualClock } from '#test/helpers/clock';
import { databases } from '#test/helpers/databases';
import { type MoneyApp, units } from '#test/helpers/money';
import { noticesOf } from '#test/helpers/notices';
import { pledgeApp } from '#test/helpers/pledge';
import { account } from '#test/helpers/siwe';
import { giveTokens, teamAccount, teamAccounts, teamApi, teamDay } from '#test/helpers/team';

// Accounts of this file: 20 operator, 21-25 the tree (helpers/team.ts); 0 (the genesis root)
// only signs.
const operator = teamAccount(20);
const [alice, bob, carol, dave, erin] = teamAccounts(21, 22, 23, 24, 25);

// Round figures to compute by hand: 10% a day flexible yield, earnings capped at 1 x principal,
// V1 = 100 X small region and 1 valid direct (5%), V2 = 1000 X and 2 (10%).
const ENV = {
  PLEDGE_FLEXIBLE_RATE_PPM: '100000',
  EARNINGS_CAP_MULTIPLE: '1',
  TEAM_LEVELS: '100:1:500,1000:2:1000',
};

describe.each(databases())('team and community on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let clock: ReturnType<typeof manualClock>;
  let m: MoneyApp;
  const auth: Record<string, string> = {};

  const { req, ok, info, settle, join } = teamApi(() => ({ m, clock }), auth);

  beforeAll(async () => {
    for (const who of [operator, alice, bob, carol, dave, erin]) await giveTokens(who, '100000');
    ({ db, close, clock, m } = await pledgeApp(database, operator, '2026-11-23T09:00:00Z', ENV));
    // alice under the genesis account; bob and dave under alice; carol and erin under bob.
    auth.root = await m.login(account(0));
    await join('alice', alice, 'root', '500', { Z: '500' });
    await join('bob', bob, 'alice', '1000');
    await join('dave', dave, 'alice', '1000');
    await join('carol', carol, 'bob', '2000');
    await join('erin', erin, 'bob', '200');
  });
  afterAll(async () => {
    await m?.app.close();
    await close?.();
  });
  afterEach(async () => {
    await m.expectConserved();
  });

  it('answers 401 without a session', async () => {
    for (const url of ['info', 'directs', 'tree?leg=1', 'release/list', 'donations']) {
      const res = await m.app.inject({ method: 'GET', url: `/api/v2/team/${url}` });
      expect(res.statusCode, url).toBe(401);
    }
    for (const [url, payload] of [
      ['release', { scheme: 'linear', amount: '1' }],
      ['withdraw', { amount: '1' }],
      ['burn', { asset: 'Z' }],
    ] as const) {
      const res = await m.app.inject({ method: 'POST', url: `/api/v2/team/${url}`, payload });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('counts direct referrals and members at once, before any settlement', async () => {
    expect(await info('alice')).toMatchObject({
      day: null,
      validDirects: 0,
      directs: 2,
      members: 4,
    });
    expect(await info('bob')).toMatchObject({ directs: 2, members: 2 });
    expect(await info('root')).toMatchObject({ directs: 1, members: 5 });
    expect(await info('carol')).toMatchObject({ directs: 0, members: 0 });
  });

  it('settles levels, regions and the differential rewards of a small tree', async () => {
    // Day 23 was staked during the day: no yield, no rewards, but the tree is settled.
    await settle('2026-11-24T01:00:00Z');
    expect((await info('alice')).locked).toBe('0');
    // Day 24: yields alice 50, bob 100, dave 100, carol 200, erin 20.
    await settle('2026-11-25T01:00:00Z');
    const b = await info('bob');
    expect(b).toMatchObject({
      validDirects: 2,
      members: 2,
      networkPerformance: '2200',
      largeRegion: '2000',
      smallRegion: '200',
      level: 1,
      rateBps: 500,
      coefficientPpm: 1_000_000,
      // 10% of (200 + 20); 5% of (200 + 20), nothing paid below bob.
      directRewards: '22',
      communityRewards: '11',
      locked: '33',
    });
    const a = await info('alice');
    expect(a).toMatchObject({
      validDirects: 2,
      members: 4,
      networkPerformance: '4200',
      largeRegion: '3200',
      smallRegion: '1000',
      level: 2,
      rateBps: 1000,
      // 500 / 1000 X of principal.
      coefficientPpm: 500_000,
      // 10% of (100 + 100) x 0.5.
      directRewards: '10',
      // (10% of bob's 100 and dave's 100 + (10% - 5%) of carol's and erin's 220 past bob) x 0.5.
      communityRewards: '15.5',
      totalBonus: '25.5',
      locked: '25.5',
      personalDeposit: '500',
    });
    expect(a.referrer).toMatch(/^0xf\*{6}266$/i);
    // The genesis account has no principal (coefficient 0) and no small region.
    expect(await info('root')).toMatchObject({ members: 5, level: 0, locked: '0' });
    // Each level reached is told once, however many days settle.
    const levels = async (who: string) =>
      (await noticesOf(m.app, auth[who] as string, 'level_reached')).map((n) => n.params.level);
    expect((await levels('alice')).at(0)).toBe('2');
    expect(new Set(await levels('alice')).size).toBe((await levels('alice')).length);
    expect(await levels('bob')).toEqual(['1']);
    expect(await levels('root')).toEqual([]);
    const directs = await ok<{ items: { address: string; valid: boolean; stake: string }[] }>(
      req('alice', 'GET', '/api/v2/team/directs?pageSize=10'),
    );
    expect(directs.items.map((d) => [d.stake, d.valid])).toEqual([
      ['1000', true],
      ['1000', true],
    ]);
    expect(directs.items[0]?.address).toContain('******');
  });

  it('sums one leg per level and refuses a leg that is not a direct referral', async () => {
    const directs = await ok<{ items: { id: string; stake: string }[] }>(
      req('alice', 'GET', '/api/v2/team/directs'),
    );
    const bobsLeg = directs.items.at(-1)?.id as string;
    const leg = await ok<{ members: number; performance: string; levels: unknown[] }>(
      req('alice', 'GET', `/api/v2/team/tree?leg=${bobsLeg}`),
    );
    expect(leg).toMatchObject({
      members: 3,
      performance: '3200',
      levels: [
        { level: 0, members: 2, performance: '2200' },
        { level: 1, members: 1, performance: '1000' },
      ],
    });
    expect((await req('dave', 'GET', `/api/v2/team/tree?leg=${bobsLeg}`)).code).toBe(
      ERRORS.teamLegNotFound.code,
    );
  });

  it('lists the plans, quotes donations and refuses unknown plans', async () => {
    const schemes = await ok<{ items: { scheme: string; enabled: boolean }[] }>(
      req('alice', 'GET', '/api/v2/common/donate_scheme'),
    );
    expect(schemes.items.map((s) => s.scheme)).toEqual(['linear', 'donate20', 'donate50']);
    const quote = await ok(
      req('alice', 'GET', '/api/v2/common/get_donate_num?scheme=donate20&amount=20'),
    );
    expect(quote).toMatchObject({
      donation: '4',
      release: '16',
      days: 20,
      dailyRelease: '0.8',
      estimatedEnd: '2026-12-16T00:00:00.000Z',
    });
    const bad = await req('alice', 'GET', '/api/v2/common/get_donate_num?scheme=nope&amount=1');
    expect(bad.code).toBe(ERRORS.teamSchemeInvalid.code);
    expect(bad.msg).toBe('Select a donation plan');
  });

  it('releases by plan, withdraws the released bonus, and refuses what is not there', async () => {
    const nothing = await req('alice', 'POST', '/api/v2/team/withdraw', { amount: '1' });
    expect(nothing.code).toBe(ERRORS.teamNothingToWithdraw.code);
    expect(nothing.msg).toBe('No income available for withdrawal');
    const over = { scheme: 'linear', amount: '25.6' };
    expect((await req('alice', 'POST', '/api/v2/team/release', over)).code).toBe(
      ERRORS.insufficientBalance.code,
    );
    const body = { scheme: 'donate50', amount: '10' };
    const plan = await ok(req('alice', 'POST', '/api/v2/team/release', body, 'rel-1'));
    expect(plan).toMatchObject({ donation: '5', released: '5', status: 'done' });
    expect(await ok(req('alice', 'POST', '/api/v2/team/release', body, 'rel-1'))).toEqual(plan);
    await ok(req('bob', 'POST', '/api/v2/team/release', { scheme: 'donate20', amount: '20' }));
    expect(await info('alice')).toMatchObject({ locked: '15.5', withdrawable: '5' });
    const w = { amount: '5' };
    expect(await ok(req('alice', 'POST', '/api/v2/team/withdraw', w, 'w-1'))).toEqual({
      amount: '5',
      withdrawable: '0',
    });
    expect(await ok(req('alice', 'POST', '/api/v2/team/withdraw', w, 'w-1'))).toMatchObject({
      amount: '5',
    });
    const records = await ok<{ items: { account: string; amount: string }[] }>(
      req('alice', 'GET', '/api/v2/user/financial_detail?type=bonus_withdraw'),
    );
    // The withdrawable bonus paid into available.
    expect(records.items.map((r) => [r.account, r.amount])).toEqual([
      ['available', '5'],
      ['bonus_released', '-5'],
    ]);
    const mine = await ok<{ total: number }>(req('bob', 'GET', '/api/v2/team/donations'));
    const all = await ok<{ total: number }>(req('bob', 'GET', '/api/v2/team/donations?scope=all'));
    expect([mine.total, all.total]).toEqual([1, 2]);
  });

  it('stops rewards at the cap, and a burn re-opens community rewards only', async () => {
    expect((await req('alice', 'POST', '/api/v2/team/burn', {})).code).toBe(
      ERRORS.teamBurnAssetRequired.code,
    );
    expect((await req('root', 'POST', '/api/v2/team/burn', { asset: 'Z' })).code).toBe(
      ERRORS.teamBurnNothingStaked.code,
    );
    // Days 25-29: alice earns 50 + 25.5 a day, 453 in all; day 30 reaches her cap of 500:
    // 47 of her yield is paid, the rest and her whole dynamic bonus stay frozen.
    await settle('2026-12-01T01:00:00Z');
    const capped = await info('alice');
    expect(capped).toMatchObject({
      earnings: { earned: '500', cap: '500', communityCap: '500' },
      communityRewards: '93',
      frozen: '25.5',
    });
    // bob's plan (started on day 25) released 0.8 a day over its first whole days, 26-30.
    expect(await info('bob')).toMatchObject({ withdrawable: '4', releasing: '12' });
    const burnt = await ok(req('alice', 'POST', '/api/v2/team/burn', { asset: 'Z' }, 'b-1'));
    expect(burnt).toEqual({ asset: 'Z', amount: '500', burned: '500' });
    // Day 31: bob reaches his cap (69 of his 100 is paid); alice's community is paid again:
    // (10% of bob's 69 + dave's 100, 5% of carol's and erin's 220) x 0.5 = 13.95.
    await settle('2026-12-02T01:00:00Z');
    expect(await info('alice')).toMatchObject({
      burned: '500',
      communityRewards: '106.95',
      directRewards: '60',
      earnings: { earned: '513.95', cap: '500', communityCap: '1000' },
    });
    const [burn] = await db.query<{ balance: string }>(
      `SELECT balance::text FROM ledger_accounts
       WHERE owner_type = 'system' AND owner_id = 'burn' AND asset = 'Z'`,
    );
    expect(burn?.balance).toBe(units('500').toString());
  });

  it('counts a burn at most up to the principal still staked, after an unstake', async () => {
    // Alice keeps 100 of her 500 X staked: her burn of 500 now re-opens community rewards for
    // 1 x 100 more, not 1 x 500 (the extra cap leaves with the principal).
    await ok(req('alice', 'POST', '/api/v2/pledge/current/unstake', { amount: '400' }));
    expect(await info('alice')).toMatchObject({
      burned: '500',
      personalDeposit: '100',
      earnings: { cap: '100', communityCap: '200' },
    });
  });

  it('counts a level between two users as paid even where that user was paid nothing', async () => {
    // Bob unstakes everything: his coefficient is 0, so he is paid nothing, yet he keeps his
    // level (it is his team's, not his principal's), and his level's rate still stands between
    // alice and the yields below him. What he is not paid stays in the reward pool.
    await ok(req('bob', 'POST', '/api/v2/pledge/current/unstake', { amount: '1000' }));
    await settle('2026-12-03T01:00:00Z');
    const ids = [alice, bob, carol, dave, erin].map((who) => userIdOf(db, who.address));
    const [a, b, c, d, e] = (await Promise.all(ids)) as [string, string, string, string, string];
    const { stats, rewards } = await teamDay(db, a);
    const yieldOf = (id: string) => BigInt(stats.get(id)?.yield ?? 0);
    const rate = (id: string) => [0n, 500n, 1000n][stats.get(id)?.level ?? 0] ?? 0n;
    expect(stats.get(b)?.level).toBe(1);
    expect(yieldOf(c) + yieldOf(e)).toBeGreaterThan(0n);
    expect(rewards.get(b) ?? 0n).toBe(0n);
    // Alice: her rate on bob's and dave's own yields, and only her rate above bob's on the
    // yields that pass bob, times her coefficient (100 of 1000 X), rounded down once.
    const above = rate(a) > rate(b) ? rate(a) - rate(b) : 0n;
    const gross = rate(a) * (yieldOf(b) + yieldOf(d)) + above * (yieldOf(c) + yieldOf(e));
    expect(rewards.get(a)).toBe((gross * units('100')) / (10_000n * units('1000')));
  });

  it('tells a release plan finished once, on the day its last part is released', async () => {
    const finished = () => noticesOf(m.app, auth.bob as string, 'release_finished');
    // bob's donate20 plan (16 X over 20 days from day 25) is still releasing.
    expect(await finished()).toEqual([]);
    await settle('2026-12-17T01:00:00Z');
    expect(await info('bob')).toMatchObject({ releasing: '0' });
    const [notice, ...more] = await finished();
    expect(more).toEqual([]);
    expect(notice?.params).toMatchObject({ asset: 'X', amount: '16' });
    // Another day's run finds nothing left to tell.
    await settle('2026-12-18T01:00:00Z');
    expect(await finished()).toHaveLength(1);
    expect(await noticesOf(m.app, auth.alice as string, 'release_finished')).toEqual([]);
  });
});
