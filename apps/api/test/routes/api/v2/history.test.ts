import type { PledgeHistory, TeamRewardHistory } from '@xbond/shared/api/history';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/db';
import type { manualClock } from '#test/helpers/clock';
import { databases } from '#test/helpers/databases';
import { call, type MoneyApp, sendToken, units } from '#test/helpers/money';
import { pledgeApp } from '#test/helpers/pledge';
import { account } from '#test/helpers/siwe';
import { giveTokens, joinWith, teamAccount } from '#test/helpers/team';

// Accounts of this file (helpers/team.ts): 37 operator, 38 alice, 39 bob (alice's referral).
const operator = teamAccount(37);
const alice = teamAccount(38);
const bob = teamAccount(39);

// Round figures: 10% a day on flexible principal; the direct reward is 10% of a direct
// referral's yield, times min(1, principal / 1000 X).
const ENV = { PLEDGE_FLEXIBLE_RATE_PPM: '100000' };

describe.each(databases())("the charts' histories on $name", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let clock: ReturnType<typeof manualClock>;
  let m: MoneyApp;
  const auth: Record<'root' | 'alice' | 'bob', string> = { root: '', alice: '', bob: '' };
  const ids: Record<'alice' | 'bob', string> = { alice: '', bob: '' };

  const ok = async <T>(p: Promise<{ code: number; msg: string; data: never }>) => {
    const body = await p;
    expect(body.code, body.msg).toBe(1);
    return body.data as T;
  };
  const get = <T>(who: 'alice' | 'bob', url: string, query: Record<string, string> = {}) =>
    ok<T>(call(m.app, auth[who], 'GET', `${url}?${new URLSearchParams(query)}`));
  const pledge = (who: 'alice' | 'bob', query?: Record<string, string>) =>
    get<PledgeHistory>(who, '/api/v2/pledge/history', query);
  const team = (who: 'alice' | 'bob', query?: Record<string, string>) =>
    get<TeamRewardHistory>(who, '/api/v2/team/reward_history', query);
  const settle = async (iso: string) => {
    clock.set(iso);
    const tick = await m.app.jobs.tick();
    expect(tick.failed).toBeUndefined();
  };
  const stake = (who: 'alice' | 'bob', direction: 'stake' | 'unstake', amount: string) =>
    ok(call(m.app, auth[who], 'POST', `/api/v2/pledge/current/${direction}`, { amount }));
  /** What the ledger moved into the user's `kind` account by operations of `type`. */
  const ledgerSum = async (who: 'alice' | 'bob', kind: string, type: string) => {
    const [row] = await db.query<{ sum: string | null }>(
      `SELECT SUM(p.amount)::text AS sum FROM ledger_postings p
       JOIN ledger_accounts a ON a.id = p.account_id
       JOIN ledger_operations o ON o.id = p.operation_id
       WHERE a.owner_type = 'user' AND a.owner_id = $1 AND a.asset = 'X' AND a.kind = $2
         AND o.type = $3`,
      [ids[who], kind, type],
    );
    return BigInt(row?.sum ?? 0);
  };
  const sumOf = (values: string[]) => values.reduce((t, v) => t + units(v), 0n);

  beforeAll(async () => {
    await giveTokens(operator, '100000');
    for (const who of [alice, bob]) await giveTokens(who, '10000');
    ({ db, close, clock, m } = await pledgeApp(database, operator, '2026-11-23T09:00:00Z', ENV));
    auth.root = await m.login(account(0));
    const rootInfo = await ok<{ inviteCode: string }>(
      call(m.app, auth.root, 'GET', '/api/v2/team/info'),
    );
    auth.alice = await joinWith(m, alice, rootInfo.inviteCode);
    const aliceInfo = await get<{ inviteCode: string }>('alice', '/api/v2/team/info');
    auth.bob = await joinWith(m, bob, aliceInfo.inviteCode);
    for (const who of [alice, bob])
      await sendToken(who, m.tokens.X, m.deployment.vault, units('2000'));
    await m.app.watcher.tick();
    for (const name of ['alice', 'bob'] as const) {
      const [row] = await db.query<{ id: string }>('SELECT id FROM users WHERE address = $1', [
        (name === 'alice' ? alice : bob).address.toLowerCase(),
      ]);
      ids[name] = String(row?.id);
    }
  });
  afterAll(async () => {
    await m?.app.close();
    await close?.();
  });
  afterEach(async () => {
    await m.expectConserved();
  });

  it('answers 401 without a session', async () => {
    for (const url of ['/api/v2/pledge/history', '/api/v2/team/reward_history']) {
      expect((await m.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('is empty before the first stake and the first team reward', async () => {
    expect(await pledge('alice')).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    expect(await team('alice')).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it("gives each ended day's yield and principal as the settlements paid them, the user's own", async () => {
    await stake('alice', 'stake', '1000'); // day 23 09:00: not held all of day 23
    await stake('bob', 'stake', '500');
    // Today (day 23) has not ended: nothing to draw yet, but the history has begun.
    expect((await pledge('alice')).total).toBe(0);
    await settle('2026-11-25T12:00:00Z'); // days 23 and 24 settled
    await stake('alice', 'unstake', '300'); // day 25: 700 held all day
    await settle('2026-11-27T01:00:00Z'); // days 25 and 26 settled

    const mine = await pledge('alice');
    expect(mine).toEqual({
      items: [
        { day: '2026-11-26', yield: '70', principal: '700' },
        { day: '2026-11-25', yield: '70', principal: '700' },
        { day: '2026-11-24', yield: '100', principal: '1000' },
        { day: '2026-11-23', yield: '0', principal: '1000' },
      ],
      total: 4,
      page: 1,
      pageSize: 20,
    });
    // The days' yields are what the ledger paid into available, no more, no less.
    expect(sumOf(mine.items.map((d) => d.yield))).toBe(
      await ledgerSum('alice', 'available', 'reward'),
    );
    const bobs = await pledge('bob');
    expect(bobs.items.map((d) => [d.day, d.yield, d.principal])).toEqual([
      ['2026-11-26', '50', '500'],
      ['2026-11-25', '50', '500'],
      ['2026-11-24', '50', '500'],
      ['2026-11-23', '0', '500'],
    ]);
    expect(sumOf(bobs.items.map((d) => d.yield))).toBe(
      await ledgerSum('bob', 'available', 'reward'),
    );
  });

  it('pages the days newest first', async () => {
    const first = await pledge('alice', { page: '1', pageSize: '3' });
    expect(first.total).toBe(4);
    expect(first.items.map((d) => d.day)).toEqual(['2026-11-26', '2026-11-25', '2026-11-24']);
    const second = await pledge('alice', { page: '2', pageSize: '3' });
    expect(second.items.map((d) => d.day)).toEqual(['2026-11-23']);
    expect((await pledge('alice', { page: '3', pageSize: '3' })).items).toEqual([]);
    const refused = await call(m.app, auth.alice, 'GET', '/api/v2/pledge/history?pageSize=401');
    expect(refused.code).not.toBe(1);
  });

  it("gives each day's direct and community rewards, as locked into the bonus", async () => {
    const mine = await team('alice');
    // 10% of bob's 50 X a day, from his first full day; from day 25 on alice holds 700 X, so
    // her coefficient is 0.7.
    expect(mine.items).toEqual([
      { day: '2026-11-26', direct: '3.5', community: '0' },
      { day: '2026-11-25', direct: '3.5', community: '0' },
      { day: '2026-11-24', direct: '5', community: '0' },
    ]);
    expect(mine.total).toBe(3);
    const locked = await ledgerSum('alice', 'bonus_locked', 'team_reward');
    expect(sumOf(mine.items.flatMap((d) => [d.direct, d.community]))).toBe(locked);
    expect((await team('alice', { page: '2', pageSize: '2' })).items.map((d) => d.day)).toEqual([
      '2026-11-24',
    ]);
    // Bob refers nobody: his history stays empty, and alice's rewards are not his.
    expect(await team('bob')).toMatchObject({ items: [], total: 0 });
  });
});
