import type { Snapshots } from '@xbond/shared/api/admin-snapshots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSnapshot } from '../../src/admin/snapshot-job';
import type { Db } from '../../src/db/db';
import { manualClock } from '../helpers/clock';
import { databases } from '../helpers/databases';
import { call, type MoneyApp, units } from '../helpers/money';
import { ownAccount, ownChain, ownMoneyApp } from '../helpers/own-chain';
import { transfer } from '../helpers/product';

// A chain of its own: its dev accounts send without racing other files.
const chain = ownChain();
const [operator, alice, bob] = [ownAccount(0), ownAccount(1), ownAccount(2)];
const START = '2026-11-25T10:00:00Z';
const clock = manualClock(START);
// Round figures: 10% a day on flexible principal, paid from the reward pool.
const ENV = {
  REWARD_POOL_FUNDING: '1000',
  INSURANCE_POOL_FUNDING: '500',
  PLEDGE_FLEXIBLE_RATE_PPM: '100000',
};

type Envelope = { code: number; msg: string; data: never };

describe.each(databases())("the console's daily snapshots on $name", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let m: MoneyApp;
  let admin: string;
  const auth: Record<'alice' | 'bob', string> = { alice: '', bob: '' };

  beforeAll(async () => {
    // Each database's run starts on the same day (the clock is the file's).
    clock.set(START);
    ({ db, close } = await database.open());
    m = await ownMoneyApp(db, chain, clock, ENV);
    admin = await m.login(operator);
    auth.alice = await m.login(alice);
    auth.bob = await m.login(bob);
  });
  afterAll(async () => {
    await m?.app.close();
    await close?.();
  });

  const deposit = async (who: typeof alice, amount: string) => {
    await transfer(chain.rpcUrl, who, m.deployment.tokens.X.address, m.deployment.vault, amount);
    await m.app.watcher.tick();
  };
  /** Moves the clock and runs the jobs that became due; answers the snapshot days they wrote. */
  const moveTo = async (iso: string) => {
    clock.set(iso);
    const tick = await m.app.jobs.tick();
    expect(tick.failures).toEqual([]);
    return tick.ran.filter((r) => r.job === 'admin-snapshot').map((r) => r.period);
  };
  const snapshots = async (auth: string | undefined, days: number) => {
    const res = await m.app.inject({
      method: 'GET',
      url: `/api/v2/admin/snapshots?days=${days}`,
      headers: auth ? { authorization: auth } : {},
    });
    return { status: res.statusCode, body: res.json() as Envelope };
  };
  const rowCounts = async () =>
    (
      await db.query<{ days: string; amounts: string }>(
        `SELECT (SELECT count(*) FROM admin_snapshots)::text AS days,
           (SELECT count(*) FROM admin_snapshot_amounts)::text AS amounts`,
      )
    )[0];
  const x = (day: Snapshots['days'][number]) => {
    const row = day.assets.find((a) => a.asset === 'X');
    if (!row) throw new Error(`no X on ${day.day}`);
    return row;
  };

  it("writes the day's figures once the day ends, and each missed day after downtime", async () => {
    // Day 1: alice deposits and stakes; bob only signs in (no money moves).
    await deposit(alice, '100');
    const staked = (await call(m.app, auth.alice, 'POST', '/api/v2/pledge/current/stake', {
      amount: '40',
    })) as Envelope;
    expect(staked.code, staked.msg).toBe(1);
    expect(await moveTo('2026-11-25T23:59:00Z')).toEqual([]);
    expect(await moveTo('2026-11-26T00:00:05Z')).toEqual(['day:2026-11-25']);

    // Day 2: bob deposits; then the product is down until day 5 began.
    clock.set('2026-11-26T09:00:00Z');
    await deposit(bob, '50');
    expect(await moveTo('2026-11-29T00:00:05Z')).toEqual([
      'day:2026-11-26',
      'day:2026-11-27',
      'day:2026-11-28',
    ]);

    const got = await snapshots(admin, 90);
    expect(got.body.code, got.body.msg).toBe(1);
    const { days } = got.body.data as Snapshots;
    expect(days.map((d) => d.day)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    // Only users moving money themselves count; the day's yield (a job's) makes no one active.
    expect(days.map((d) => d.activeUsers)).toEqual([1, 1, 0, 0]);
    const [d1, d2, d3, d4] = days.map(x) as [ReturnType<typeof x>, ...ReturnType<typeof x>[]];
    if (!d2 || !d3 || !d4) throw new Error('four days expected');
    // Day 1: the deposit is owed (the stake moved it, owed still); the yield starts tomorrow.
    expect(d1).toMatchObject({ liabilities: '100', rewardPool: '1000', prizePool: '0' });
    // The insurance pool holds USDD (the guarantees are paid in it).
    expect(days[0]?.assets.find((a) => a.asset === 'USDD')?.insurancePool).toBe('500');
    // Each later day as it ended: what the reward pool paid that day is now owed to users.
    const paid = (before: typeof d1, after: typeof d1) =>
      units(before.rewardPool) - units(after.rewardPool);
    const owedMore = (before: typeof d1, after: typeof d1) =>
      units(after.liabilities) - units(before.liabilities);
    expect(owedMore(d1, d2)).toBe(units('50') + paid(d1, d2));
    for (const [before, after] of [
      [d2, d3],
      [d3, d4],
    ] as const) {
      expect(paid(before, after)).toBeGreaterThan(0n);
      expect(owedMore(before, after)).toBe(paid(before, after));
    }
    // The last day's figures are the ledger's now (nothing moved since it ended).
    const dashboard = (await call(m.app, admin, 'GET', '/api/v2/admin/dashboard')) as {
      data: { solvency: { asset: string; owed: string }[] };
    };
    expect(dashboard.data.solvency.find((r) => r.asset === 'X')?.owed).toBe(d4.liabilities);

    // The last `days` ended days only.
    const two = (await snapshots(admin, 2)).body.data as Snapshots;
    expect(two.days.map((d) => d.day)).toEqual(['2026-11-27', '2026-11-28']);
  });

  it('writes nothing twice when a day is taken again', async () => {
    const before = await rowCounts();
    const again = await db.transaction((q) =>
      writeSnapshot(q, m.app.money.book.assets, '2026-11-28'),
    );
    expect(again).toBe(false);
    expect(await moveTo('2026-11-29T12:00:00Z')).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a visitor and a signed-in user as an unknown route, and a bad span', async () => {
    const unknown = await m.app.inject({ method: 'GET', url: '/api/v2/no-such' });
    for (const who of [undefined, auth.alice]) {
      const res = await snapshots(who, 90);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown.json());
    }
    for (const days of [0, 366]) expect((await snapshots(admin, days)).body.code).not.toBe(1);
  });
});
