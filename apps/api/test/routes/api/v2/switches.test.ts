import { randomUUID } from 'node:crypto';
import type { FixedOrder } from '@xbond/shared/api/pledge';
import type { AdminSettings, AdminSwitches, PausableFeature } from '@xbond/shared/api/switches';
import { ERRORS, type ErrorName } from '@xbond/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '#test/helpers/databases';
import { call } from '#test/helpers/money';
import { operatorApi } from '#test/helpers/operator';
import {
  alice,
  bob,
  expectOk,
  expectRefused,
  fileChain,
  operator,
  type TradingApp,
  trader,
  tradingApp,
} from '#test/helpers/trading';

const chain = fileChain();
const HOUR = 3_600_000;
const SWAP_BODY = { from: 'USDD', to: 'X', amount: '10', quotedOut: '1' };
const WITHDRAW_BODY = { asset: 'USDD', amount: '10' };

/** Each switch, the request it stops (a valid body: the refusal is the switch's) and its error. */
const ACTIONS: [PausableFeature, string, object | undefined, ErrorName][] = [
  ['pledge', '/api/v2/pledge/current/stake', { amount: '10' }, 'pledgePaused'],
  ['reserveBond', '/api/v2/bond/buy', { amount: '97', days: 5, maxPrice: '1' }, 'bondPaused'],
  ['liquidityBond', '/api/v2/flowbond/donate', { amount: '1', days: 30 }, 'flowBondPaused'],
  [
    'insurance',
    '/api/v2/insurance/buy',
    { orderId: '1', currency: 'USDD', amount: '1', agree: true },
    'insurancePaused',
  ],
  ['swap', '/api/v2/swap/exchange', SWAP_BODY, 'swapPaused'],
  ['turbo', '/api/v2/turbo/activate', undefined, 'turboPaused'],
  ['teamRelease', '/api/v2/team/release', { scheme: 'linear', amount: '1' }, 'teamReleasePaused'],
  ['withdraw', '/api/v2/withdraw/apply', WITHDRAW_BODY, 'withdrawPaused'],
];

describe.each(databases())('pause switches and settings on $name', (database) => {
  let t: TradingApp;
  let a: Awaited<ReturnType<typeof trader>>;
  let op: Awaited<ReturnType<typeof operatorApi>>;

  beforeAll(async () => {
    t = await tradingApp(chain(), database, {
      start: '2026-11-23T10:30:00Z',
      treasury: { X: '300000', USDD: '300000', TNB: '100000' },
      env: { ADMIN_ADDRESSES: operator.address },
    });
    a = await trader(t, alice, { X: '20000', USDD: '20000' });
    op = await operatorApi(t.m);
  });
  afterAll(async () => {
    await t?.close();
  });

  const paused = async () =>
    expectOk<{ paused: string[] }>(await a.get('/api/v2/common/switches')).paused;

  it('refuses each paused action in the user’s language; reads and claims go on', async () => {
    // Staked before the pause: unstaking it is a claim of what is owed.
    expectOk(await a.post('/api/v2/pledge/current/stake', { amount: '100' }));
    for (const [feature] of ACTIONS) {
      expectOk<AdminSwitches>(await op.pause(feature, true));
    }
    expect(await paused()).toEqual(ACTIONS.map(([f]) => f));
    for (const [, url, body, error] of ACTIONS) {
      expectRefused(await a.post(url, body), error);
    }
    // In Japanese and in Thai, from the one error table.
    const auth = await t.m.login(alice);
    const inLanguage = (url: string, body: object, lang: string) =>
      call(t.m.app, auth, 'POST', url, body, {
        'idempotency-key': randomUUID(),
        'accept-language': lang,
      });
    const ja = await inLanguage('/api/v2/swap/exchange', SWAP_BODY, 'ja');
    expect(ja).toMatchObject({ code: ERRORS.swapPaused.code, msg: ERRORS.swapPaused.msg.ja });
    const th = await inLanguage('/api/v2/withdraw/apply', WITHDRAW_BODY, 'th');
    expect(th.msg).toBe(ERRORS.withdrawPaused.msg.th);
    // Reads, a quote, unstaking and a turbo claim are not new orders.
    expectOk(await a.get('/api/v2/pledge/info'));
    expectOk(await a.get('/api/v2/swap/quote', { from: 'USDD', to: 'X', amount: '10' }));
    expectOk(await a.get('/api/v2/bond/info'));
    expectOk(await a.post('/api/v2/pledge/current/unstake', { amount: '100' }));
    const claim = await a.post('/api/v2/turbo/claim', { amount: '1' });
    expect(claim.code).not.toBe(ERRORS.turboPaused.code);
  });

  it('resumes: the action runs again, and withdrawals of released money with it', async () => {
    for (const [feature] of ACTIONS) expectOk(await op.pause(feature, false));
    expect(await paused()).toEqual([]);
    const q = expectOk<{ amountOut: string }>(
      await a.get('/api/v2/swap/quote', { from: 'USDD', to: 'X', amount: '10' }),
    );
    expectOk(
      await a.post('/api/v2/swap/exchange', {
        from: 'USDD',
        to: 'X',
        amount: '10',
        quotedOut: q.amountOut,
      }),
    );
    expectOk(await a.post('/api/v2/withdraw/apply', { asset: 'USDD', amount: '10' }));
  });

  it('pausing only withdrawals leaves the other features open', async () => {
    expectOk(await op.pause('withdraw', true));
    expectRefused(
      await a.post('/api/v2/withdraw/apply', { asset: 'USDD', amount: '10' }),
      'withdrawPaused',
    );
    expectOk(await a.post('/api/v2/pledge/current/stake', { amount: '10' }));
    expectOk(await op.pause('withdraw', false));
  });

  it('writes one audit row per change, with its reason; a retried key changes nothing twice', async () => {
    const before = await t.db.query(`SELECT id FROM admin_audit WHERE action = 'pause.set'`);
    expectOk(await op.pause('turbo', true, 'volatile market', 'same-key'));
    expectOk(await op.pause('turbo', true, 'volatile market', 'same-key'));
    const rows = await t.db.query<{
      target: string;
      reason: string;
      before: unknown;
      after: unknown;
    }>(
      `SELECT target, reason, before, after FROM admin_audit WHERE action = 'pause.set'
       ORDER BY id`,
    );
    expect(rows.length).toBe(before.length + 1);
    expect(rows.at(-1)).toEqual({
      target: 'turbo',
      reason: 'volatile market',
      before: { paused: false },
      after: { paused: true },
    });
    expectOk(await op.pause('turbo', false));
    // No reason: refused before anything is written.
    const noReason = await op.put('/api/v2/admin/switches', { feature: 'swap', paused: true });
    expectRefused(noReason, 'invalidRequest');
    expect(await paused()).toEqual([]);
  });

  it('answers a signed-in user who is not an operator as if the routes did not exist', async () => {
    const bobApi = await trader(t, bob);
    const res = await bobApi.get('/api/v2/admin/settings');
    expect(res.code).not.toBe(1);
    expect(await paused()).toEqual([]);
  });

  it('a fee change now applies to the next quote; one at the next hour waits for it', async () => {
    const fee = async () =>
      expectOk<{ fee: string }>(
        await a.get('/api/v2/swap/quote', { from: 'USDD', to: 'X', amount: '1000' }),
      ).fee;
    expect(await fee()).toBe('3');
    const now = expectOk<AdminSettings>(await op.settings({ SWAP_FEE_BPS: '50' }, 'now'));
    expect(now.current.SWAP_FEE_BPS).toBe('50');
    expect(await fee()).toBe('5');
    const later = expectOk<AdminSettings>(await op.settings({ SWAP_FEE_BPS: '100' }, 'hour'));
    // Scheduled: the newest version waits for 11:00; the value now is still 50.
    expect(later.versions[0]).toMatchObject({
      effectiveAt: '2026-11-23T11:00:00.000Z',
      changes: { SWAP_FEE_BPS: '100' },
      reason: 'market review',
    });
    expect(later.current.SWAP_FEE_BPS).toBe('50');
    expect(await fee()).toBe('5');
    await t.advance(HOUR);
    expect(await fee()).toBe('10');
    // The public settings the screens read follow too.
    const info = expectOk<{ swap: { feeBps: number } }>(await a.get('/api/v2/common/system_info'));
    expect(info.swap.feeBps).toBe(100);
  });

  it('an order placed before a change keeps its terms; a new one gets the new terms', async () => {
    const create = (days: number) =>
      a.post('/api/v2/pledge/regular/create', { amount: '100', days });
    const old = expectOk<FixedOrder>(await create(30));
    expect(old).toMatchObject({ minRatePpm: 4000, maxRatePpm: 6000 });
    expectOk(await op.settings({ PLEDGE_TERMS: '30:7000-9000,90:5000-8000' }, 'now'));
    const fresh = expectOk<FixedOrder>(await create(30));
    expect(fresh).toMatchObject({ minRatePpm: 7000, maxRatePpm: 9000 });
    // 180 days is no longer a term.
    expectRefused(await create(180), 'pledgeTermInvalid');
    const list = expectOk<{ items: FixedOrder[] }>(await a.get('/api/v2/pledge/regular/list'));
    expect(list.items.find((o) => o.id === old.id)).toMatchObject({
      minRatePpm: 4000,
      maxRatePpm: 6000,
    });
  });

  it('a day settles by the settings in force when it began', async () => {
    // Changed during the day at once: the day in progress still pays the old rate.
    expectOk(await op.settings({ PLEDGE_FLEXIBLE_RATE_PPM: '5000' }, 'now'));
    const day = t.clock.now().toISOString().slice(0, 10);
    await t.advance(24 * HOUR);
    const rate = async (d: string) => {
      const [row] = await t.db.query<{ rates: { flexibleRatePpm: string } }>(
        `SELECT rates FROM pledge_days WHERE job = 'pledge-flexible-yield' AND day = $1`,
        [`day:${d}`],
      );
      return row?.rates.flexibleRatePpm;
    };
    expect(await rate(day)).toBe('3000');
    await t.advance(24 * HOUR);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);
    expect(await rate(next)).toBe('5000');
  });

  it('refuses invalid values and changes nothing', async () => {
    const before = expectOk<AdminSettings>(await op.get('/api/v2/admin/settings'));
    const audits = await t.db.query(`SELECT id FROM admin_audit`);
    const refusals: Record<string, string>[] = [
      { SWAP_FEE_BPS: '5000' }, // above the schema's 1000
      { SWAP_SLIPPAGE_MIN_BPS: '600' }, // above the default
      { PRIZE_HOUR_BPS: '2500' }, // the three no longer add up to 10000
      { BOND_TERMS: '5:abc' },
      { PLEDGE_MIN: '0' }, // must be above 0 (config-ranges.ts)
      { DATABASE_URL: 'postgres://elsewhere/db' }, // not an economic setting
    ];
    for (const changes of refusals) {
      const res = await op.settings(changes, 'now');
      expectRefused(res, 'settingInvalid');
      expect(res.msg, JSON.stringify(changes)).toContain(Object.keys(changes)[0]?.split('_')[0]);
    }
    const ja = await op.settings({ SWAP_FEE_BPS: '5000' }, 'now', 'ja');
    expect(ja.msg.startsWith('設定は変更されていません')).toBe(true);
    const after = expectOk<AdminSettings>(await op.get('/api/v2/admin/settings'));
    expect(after.versions).toEqual(before.versions);
    expect(after.current).toEqual(before.current);
    expect(await t.db.query(`SELECT id FROM admin_audit`)).toEqual(audits);
  });
});
