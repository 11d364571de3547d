import { devAccounts } from '@xbond/contracts/chain';
import type { Notice, NoticeList } from '@xbond/shared/api/notices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { manualClock } from '../helpers/clock';
import { databases } from '../helpers/databases';
import { call, clients, type MoneyApp, type WithdrawalJson } from '../helpers/money';
import { fundedUser, pledgeApp } from '../helpers/pledge';
import { giveTokens } from '../helpers/team';

// Accounts of this file: 30 operator, 31 and 32 users, past the team tests' 20-29 (given gas
// and tokens directly, as helpers/team.ts does).
const [operator, alice, bob] = devAccounts(33).slice(30) as [
  ReturnType<typeof devAccounts>[number],
  ReturnType<typeof devAccounts>[number],
  ReturnType<typeof devAccounts>[number],
];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe.each(databases())('the notification inbox on $name', (database) => {
  let close: () => Promise<void>;
  let clock: ReturnType<typeof manualClock>;
  let m: MoneyApp;
  let a: string;
  let b: string;

  beforeAll(async () => {
    // The operator funds its own Vault (helpers/money.ts VAULT_FUNDING).
    await giveTokens(operator, '1000000');
    for (const who of [alice, bob]) await giveTokens(who, '10000');
    ({ close, clock, m } = await pledgeApp(database, operator, '2026-11-23T09:00:00Z', {}));
    a = await fundedUser(m, alice, '2000');
    b = await m.login(bob);
  });
  afterAll(async () => {
    await m?.app.close();
    await close?.();
  });

  const ok = async <T>(p: Promise<{ code: number; msg: string; data: never }>) => {
    const body = await p;
    expect(body.code, body.msg).toBe(1);
    return body.data as T;
  };
  const inbox = (auth: string) => ok<NoticeList>(call(m.app, auth, 'GET', '/api/v2/user/notices'));
  /** The notices of `kind` in the user's inbox. */
  const ofKind = async (auth: string, kind: Notice['kind']) =>
    (await inbox(auth)).items.filter((n) => n.kind === kind);
  /** The runner's tick after the watcher has read the chain, as the product runs them. */
  const tick = async () => {
    await m.app.watcher.tick();
    return m.app.jobs.tick();
  };

  it('tells a deposit credited once, worded from its data, to its owner only', async () => {
    await tick();
    const [credited, ...more] = await ofKind(a, 'deposit_credited');
    expect(more).toEqual([]);
    expect(credited).toMatchObject({ params: { asset: 'X', amount: '2000' }, read: false });
    expect(new Date(credited?.time ?? '').toISOString()).toBe(credited?.time);
    expect(await inbox(b)).toEqual({ items: [], unread: 0 });
  });

  it('tells a voucher issued, expiring within its last hours, and refunded, once each', async () => {
    const w = await ok<WithdrawalJson>(
      call(m.app, a, 'POST', '/api/v2/withdraw/apply', { asset: 'X', amount: '30' }),
    );
    expect(await ofKind(a, 'voucher_issued')).toMatchObject([
      { params: { withdrawalId: w.id, asset: 'X', amount: w.netAmount } },
    ]);
    const deadline = w.voucher.deadline * 1000;
    // Vouchers live 24 hours here: the reminder comes with half of that left, not at issue.
    clock.set(new Date(deadline - 13 * HOUR_MS).toISOString());
    await tick();
    expect(await ofKind(a, 'voucher_expiring')).toEqual([]);
    clock.set(new Date(deadline - 11 * HOUR_MS).toISOString());
    await tick();
    await tick();
    expect(await ofKind(a, 'voucher_expiring')).toMatchObject([
      {
        params: {
          withdrawalId: w.id,
          amount: w.netAmount,
          deadline: new Date(deadline).toISOString().replace('.000Z', 'Z'),
        },
      },
    ]);
    // The refund waits for chain time past the deadline (docs/time.md).
    const { testClient, publicClient } = clients(alice);
    const chainNow = (await publicClient.getBlock({ blockTag: 'latest' })).timestamp;
    // The deadline follows the product's clock when it is ahead of the chain's.
    await testClient.increaseTime({
      seconds: Number(BigInt(w.voucher.deadline) - chainNow) + 3600,
    });
    await testClient.mine({ blocks: 1 });
    clock.set(new Date(deadline + HOUR_MS).toISOString());
    await tick();
    await tick();
    expect(await ofKind(a, 'voucher_refunded')).toMatchObject([
      { params: { withdrawalId: w.id, asset: 'X', amount: '30' } },
    ]);
    expect((await inbox(b)).items).toEqual([]);
  });

  it('tells a fixed order matured once, however often the runner runs', async () => {
    const order = await ok<{ id: string }>(
      call(m.app, a, 'POST', '/api/v2/pledge/regular/create', { amount: '1000', days: 30 }),
    );
    // Thirty days on, it matures with the settlement of its last day.
    const start = clock.now().getTime();
    const matures = new Date(Math.floor(start / DAY_MS) * DAY_MS + 31 * DAY_MS).toISOString();
    clock.set(new Date(start + 32 * DAY_MS).toISOString());
    await tick();
    await tick();
    const matured = await ofKind(a, 'order_matured');
    expect(matured).toMatchObject([
      {
        params: { orderId: order.id, asset: 'X', amount: '1000' },
        time: matures,
      },
    ]);
    expect(await ofKind(b, 'order_matured')).toEqual([]);
  });

  it('answers 304 to a poll that holds the current list, and marks one or all read', async () => {
    const first = await m.app.inject({
      method: 'GET',
      url: '/api/v2/user/notices/unread',
      headers: { authorization: a },
    });
    const tag = first.headers.etag;
    expect(first.statusCode).toBe(200);
    expect(tag).toMatch(/^"[\w-]+"$/);
    const again = await m.app.inject({
      method: 'GET',
      url: '/api/v2/user/notices/unread',
      headers: { authorization: a, 'if-none-match': String(tag) },
    });
    expect([again.statusCode, again.body]).toEqual([304, '']);

    const { items, unread } = await inbox(a);
    expect(unread).toBe(items.length);
    expect(unread).toBe(5);
    const [newest] = items;
    // Bob cannot mark Alice's notices.
    await ok(call(m.app, b, 'POST', '/api/v2/user/notices/read', { ids: [newest?.id] }));
    expect((await inbox(a)).unread).toBe(5);
    expect(
      await ok(call(m.app, a, 'POST', '/api/v2/user/notices/read', { ids: [newest?.id] })),
    ).toEqual({ unread: 4 });
    const changed = await m.app.inject({
      method: 'GET',
      url: '/api/v2/user/notices/unread',
      headers: { authorization: a, 'if-none-match': String(tag) },
    });
    expect(changed.statusCode).toBe(200);
    expect((await inbox(a)).items[0]).toMatchObject({ id: newest?.id, read: true });
    expect(await ok(call(m.app, a, 'POST', '/api/v2/user/notices/read', {}))).toEqual({
      unread: 0,
    });
    expect((await inbox(a)).items.every((n) => n.read)).toBe(true);
  });

  it('refuses the inbox without a session', async () => {
    const res = await m.app.inject({ method: 'GET', url: '/api/v2/user/notices' });
    expect(res.statusCode).toBe(401);
  });
});
