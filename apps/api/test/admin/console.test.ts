import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { listSuspense } from '../../src/deposits/suspense';
import { systemBalance } from '../../src/ledger/balances';
import { createTestApp, type TestApp } from '../helpers/app';
import { manualClock } from '../helpers/clock';
import { databases } from '../helpers/databases';
import { call, type MoneyApp, TEST_SIGNER_KEY, units } from '../helpers/money';
import { ownAccount, ownChain, ownMoneyApp } from '../helpers/own-chain';
import { transfer } from '../helpers/product';

// A chain of its own: its dev accounts send without racing other files.
const chain = ownChain();
const [operator, alice, bob, stranger] = [
  ownAccount(0),
  ownAccount(1),
  ownAccount(2),
  ownAccount(3),
];
const clock = manualClock('2026-11-25T10:00:00Z');
const REASON = 'weekly top-up agreed with finance';

type Envelope = { code: number; msg: string; data: never };

describe.each(databases())("the operator's console on $name", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let m: MoneyApp;
  let admin: string;
  let aliceAuth: string;
  let later: TestApp | undefined;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    m = await ownMoneyApp(db, chain, clock, {
      REWARD_POOL_FUNDING: '1000',
      INSURANCE_POOL_FUNDING: '1000',
    });
    admin = await m.login(operator);
    aliceAuth = await m.login(alice);
  });
  afterAll(async () => {
    await later?.close();
    await m?.app.close();
    await close?.();
  });

  const auditCount = async () =>
    Number((await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM admin_audit`))[0]?.n);
  const post = (auth: string, url: string, payload: object, key = randomUUID()) =>
    call(m.app, auth, 'POST', url, payload, { 'idempotency-key': key }) as Promise<Envelope>;
  const get = (auth: string, url: string) => call(m.app, auth, 'GET', url) as Promise<Envelope>;

  /** A transfer from an address no user has, read by the watcher: held in suspense. */
  async function strangerDeposit(amount: string): Promise<string> {
    await transfer(
      chain.rpcUrl,
      stranger,
      m.deployment.tokens.X.address,
      m.deployment.vault,
      amount,
    );
    await m.app.watcher.tick();
    const last = (await listSuspense(db)).filter((d) => d.decision === null).at(-1);
    if (!last) throw new Error('no deposit held in suspense');
    return last.id;
  }

  const ROUTES: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
    { method: 'GET', url: '/api/v2/admin/me' },
    { method: 'GET', url: '/api/v2/admin/dashboard' },
    { method: 'GET', url: '/api/v2/admin/suspense' },
    { method: 'GET', url: '/api/v2/admin/audit?page=1&pageSize=10' },
    { method: 'GET', url: '/api/v2/admin/snapshots?days=90' },
    {
      method: 'POST',
      url: '/api/v2/admin/pools/fund',
      payload: { pool: 'reward_pool', asset: 'X', amount: '1', reason: REASON },
    },
    {
      method: 'POST',
      url: '/api/v2/admin/suspense/decide',
      payload: { id: '1', decision: 'return', reason: REASON },
    },
  ];

  /** Every route answers `app` and `auth` exactly as an unknown route does, and changes nothing. */
  async function expectRefusedEverywhere(app: TestApp, auth: string | undefined) {
    const headers = (extra: object) => ({ ...(auth ? { authorization: auth } : {}), ...extra });
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/v2/no-such',
      headers: headers({}),
    });
    const [audits, treasury] = [await auditCount(), await systemBalance(db, 'treasury', 'X')];
    for (const route of ROUTES) {
      const res = await app.inject({
        method: route.method,
        url: route.url,
        headers: headers(route.payload ? { 'idempotency-key': randomUUID() } : {}),
        ...(route.payload ? { payload: route.payload } : {}),
      });
      expect(res.statusCode, route.url).toBe(404);
      expect(res.json(), route.url).toEqual(unknown.json());
      // Not even a malformed request reveals the route: the role is checked before the body.
      if (route.payload) {
        const bad = await app.inject({ method: 'POST', url: route.url, headers: headers({}) });
        expect(bad.json(), route.url).toEqual(unknown.json());
      }
    }
    expect(await auditCount()).toBe(audits);
    expect(await systemBalance(db, 'treasury', 'X')).toBe(treasury);
  }

  it('refuses a visitor, an unknown token and a signed-in user on every route', async () => {
    await expectRefusedEverywhere(m.app, undefined);
    await expectRefusedEverywhere(m.app, `Bearer ${'A'.repeat(43)}`);
    await expectRefusedEverywhere(m.app, aliceAuth);
  });

  it('shows solvency, pools, activity, jobs and the suspense deposits waiting', async () => {
    const id = await strangerDeposit('40');
    const body = await get(admin, '/api/v2/admin/dashboard');
    expect(body.code).toBe(1);
    const data = body.data as {
      solvency: { asset: string; owed: string; vault: string; ratioBps: number | null }[];
      pools: { reward: { asset: string; balance: string }[]; treasury: { asset: string }[] };
      activity: { day: string; kinds: { kind: string; count: number }[] };
      jobs: {
        jobs: { job: string }[];
        watcher: { cursor: string; head: string };
        suspenseWaiting: number;
      };
    };
    const x = data.solvency.find((s) => s.asset === 'X');
    // Nothing is owed to users yet: the Vault holds only the treasury, the pools and suspense.
    expect(x).toMatchObject({ owed: '0', ratioBps: null });
    expect(units(x?.vault ?? '0')).toBeGreaterThan(0n);
    expect(data.pools.reward).toContainEqual(
      expect.objectContaining({ asset: 'X', balance: '1000' }),
    );
    expect(data.jobs.jobs.map((j) => j.job)).toContain('pledge-flexible-yield');
    expect(BigInt(data.jobs.watcher.head)).toBeGreaterThanOrEqual(BigInt(data.jobs.watcher.cursor));
    expect(data.jobs.suspenseWaiting).toBeGreaterThanOrEqual(1);
    expect(data.activity.day).toBe('2026-11-25');
    expect(data.activity.kinds.find((k) => k.kind === 'deposits')?.count).toBeGreaterThanOrEqual(1);

    // Assigned to Alice, it becomes what users are owed, covered by the Vault.
    const assigned = await post(admin, '/api/v2/admin/suspense/decide', {
      id,
      decision: 'assign',
      address: alice.address,
      reason: 'Alice sent before registering',
    });
    expect(assigned.code).toBe(1);
    const after = (await get(admin, '/api/v2/admin/dashboard')).data as typeof data;
    const owed = after.solvency.find((s) => s.asset === 'X');
    expect(owed?.owed).toBe('40');
    expect(owed?.ratioBps).toBe(Number((units(owed?.vault ?? '0') * 10_000n) / units('40')));
  });

  it('funds a pool from the treasury once per Idempotency-Key, with its audit row', async () => {
    const treasury = await systemBalance(db, 'treasury', 'X');
    const pool = await systemBalance(db, 'reward_pool', 'X');
    const audits = await auditCount();
    const key = randomUUID();
    const body = { pool: 'reward_pool', asset: 'X', amount: '250', reason: REASON };
    const first = await post(admin, '/api/v2/admin/pools/fund', body, key);
    expect(first).toMatchObject({ code: 1, data: { replayed: false } });
    expect(await systemBalance(db, 'treasury', 'X')).toBe(treasury - units('250'));
    expect(await systemBalance(db, 'reward_pool', 'X')).toBe(pool + units('250'));
    const again = await post(admin, '/api/v2/admin/pools/fund', body, key);
    expect(again).toMatchObject({ code: 1, data: { replayed: true } });
    expect(await systemBalance(db, 'treasury', 'X')).toBe(treasury - units('250'));
    expect(await auditCount()).toBe(audits + 1);
    const [row] = await db.query(`SELECT * FROM admin_audit ORDER BY id DESC LIMIT 1`);
    expect(row).toMatchObject({
      actor: operator.address.toLowerCase(),
      action: 'pool.fund',
      target: 'reward_pool/X',
      reason: REASON,
      after: { amount: '250' },
    });
    await m.expectConserved();
  });

  it('refuses a funding the treasury cannot pay, a blank reason or no key, and writes nothing', async () => {
    const treasury = await systemBalance(db, 'treasury', 'X');
    const audits = await auditCount();
    const tooMuch = await post(admin, '/api/v2/admin/pools/fund', {
      pool: 'prize_week',
      asset: 'X',
      amount: '99999999',
      reason: REASON,
    });
    expect(tooMuch.code).toBe(2754);
    const blank = await post(admin, '/api/v2/admin/pools/fund', {
      pool: 'prize_week',
      asset: 'X',
      amount: '1',
      reason: '   ',
    });
    expect(blank.code).not.toBe(1);
    const noKey = await m.app.inject({
      method: 'POST',
      url: '/api/v2/admin/pools/fund',
      headers: { authorization: admin },
      payload: { pool: 'prize_week', asset: 'X', amount: '1', reason: REASON },
    });
    expect(noKey.json()).toMatchObject({ code: 2720 });
    expect(await systemBalance(db, 'treasury', 'X')).toBe(treasury);
    expect(await auditCount()).toBe(audits);
  });

  it('reviews suspense: marks for return, refuses an unknown user or a second decision', async () => {
    const id = await strangerDeposit('15');
    const listed = (await get(admin, '/api/v2/admin/suspense')).data as {
      items: { id: string; decision: string | null; amount: string; from: string }[];
    };
    expect(listed.items[0]).toMatchObject({
      id,
      decision: null,
      amount: '15',
      from: stranger.address,
    });
    const audits = await auditCount();
    const unknown = await post(admin, '/api/v2/admin/suspense/decide', {
      id,
      decision: 'assign',
      address: stranger.address,
      reason: REASON,
    });
    expect(unknown.code).toBe(2753);
    expect(await auditCount()).toBe(audits);
    const returned = await post(admin, '/api/v2/admin/suspense/decide', {
      id,
      decision: 'return',
      reason: 'the sender asked for it back',
    });
    expect(returned).toMatchObject({ code: 1, data: { item: { id, decision: 'return' } } });
    expect(await auditCount()).toBe(audits + 1);
    const second = await post(admin, '/api/v2/admin/suspense/decide', {
      id,
      decision: 'assign',
      address: alice.address,
      reason: REASON,
    });
    expect(second.code).toBe(2752);
    expect(await auditCount()).toBe(audits + 1);
    await m.expectConserved();
  });

  it('lists the trail with filters and pages, and no route changes it', async () => {
    const all = (await get(admin, '/api/v2/admin/audit?page=1&pageSize=2')).data as {
      items: { id: string; action: string; actor: string }[];
      total: number;
      actions: string[];
    };
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.items).toHaveLength(2);
    expect(all.actions).toEqual(expect.arrayContaining(['pool.fund', 'suspense.return']));
    const funds = (await get(admin, '/api/v2/admin/audit?action=pool.fund')).data as typeof all;
    expect(funds.items.every((i) => i.action === 'pool.fund')).toBe(true);
    expect(funds.total).toBe(1);
    const byOther = (await get(admin, `/api/v2/admin/audit?actor=${bob.address}`))
      .data as typeof all;
    expect(byOther.total).toBe(0);
    const past = (await get(admin, '/api/v2/admin/audit?from=2020-01-01&to=2020-01-02'))
      .data as typeof all;
    expect(past.total).toBe(0);
    const today = (await get(admin, '/api/v2/admin/audit?from=2026-11-25&to=2026-11-25'))
      .data as typeof all;
    expect(today.total).toBe(all.total);

    const rows = await db.query(`SELECT * FROM admin_audit ORDER BY id`);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/v2/admin/audit', `/api/v2/admin/audit/${all.items[0]?.id}`]) {
        const res = await m.app.inject({
          method,
          url,
          headers: { authorization: admin, 'idempotency-key': randomUUID() },
          payload: { reason: 'rewrite' },
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(await db.query(`SELECT * FROM admin_audit ORDER BY id`)).toEqual(rows);
  });

  it('refuses an address taken off the list while its session is open', async () => {
    ({ app: later } = await createTestApp(
      db,
      { ADMIN_ADDRESSES: bob.address, WITHDRAW_SIGNER_KEY: TEST_SIGNER_KEY },
      { deployment: m.deployment, rpcUrl: chain.appRpcUrl, genesis: false, clock },
    ));
    expect((await call(later, admin, 'GET', '/api/v2/user/wallet')).code).toBe(1);
    await expectRefusedEverywhere(later, admin);
  });
});
