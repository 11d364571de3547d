import type { Swap, SwapQuote } from '@xbond/shared/api/swap';
import type { TurboInfo, TurboRecord } from '@xbond/shared/api/turbo';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemBalance } from '#src/ledger/balances';
import { databases } from '#test/helpers/databases';
import {
  alice,
  bob,
  decimal,
  expectOk,
  expectRefused,
  fileChain,
  operator,
  type TradingApp,
  trader,
  tradingApp,
  units,
} from '#test/helpers/trading';

const chain = fileChain();

describe.each(databases())('trading turbo on $name', (database) => {
  let t: TradingApp;
  let a: Awaited<ReturnType<typeof trader>>;
  let b: Awaited<ReturnType<typeof trader>>;

  beforeAll(async () => {
    t = await tradingApp(chain(), database, {
      start: '2026-11-23T10:00:00Z',
      treasury: { X: '300000', USDD: '300000', TNB: '300000' },
    });
    a = await trader(t, alice, { X: '1000', USDD: '1000' });
    b = await trader(t, bob, { USDD: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    await t.m.expectConserved();
  });

  const info = async (api: typeof a) => expectOk<TurboInfo>(await api.get('/api/v2/turbo/info'));
  /** Buys X with `usdd` USDD by flash swap at the quoted price. */
  const buyX = async (api: typeof a, usdd: string) => {
    const q = expectOk<SwapQuote>(
      await api.get('/api/v2/swap/quote', { from: 'USDD', to: 'X', amount: usdd }),
    );
    const body = { from: 'USDD', to: 'X', amount: usdd, quotedOut: q.amountOut };
    return expectOk<Swap>(await api.post('/api/v2/swap/exchange', body));
  };

  it('holds unstaked flexible X as pending; nothing is claimable before the vortex', async () => {
    expectOk(await a.post('/api/v2/pledge/current/stake', { amount: '500' }));
    expectOk(await a.post('/api/v2/pledge/current/unstake', { amount: '300' }));
    expect(await info(a)).toEqual({
      activated: false,
      activatedAt: null,
      activationFee: '5',
      pending: '300',
      claimable: '0',
      released: '0',
      claimed: '0',
    });
    // Buying X before the vortex releases nothing.
    await buyX(a, '10');
    expect(await info(a)).toMatchObject({ pending: '300', claimable: '0' });
    expectRefused(await a.post('/api/v2/turbo/claim', { amount: '1' }), 'turboNotActivated');
  });

  it('activates the vortex once, for 5 USDD to the treasury', async () => {
    const [usdd, treasury] = [
      await a.available('USDD'),
      await systemBalance(t.db, 'treasury', 'USDD'),
    ];
    const first = expectOk<TurboInfo>(await a.post('/api/v2/turbo/activate', undefined, 'vortex'));
    expect(first).toMatchObject({ activated: true, activatedAt: '2026-11-23T10:00:00.000Z' });
    // The same key answers the same; another activation is refused; the fee was paid once.
    expect(
      expectOk<TurboInfo>(await a.post('/api/v2/turbo/activate', undefined, 'vortex')),
    ).toEqual(first);
    expectRefused(await a.post('/api/v2/turbo/activate'), 'turboAlreadyActivated');
    expect(Number(await a.available('USDD'))).toBe(Number(usdd) - 5);
    expect(await systemBalance(t.db, 'treasury', 'USDD')).toBe(treasury + units('5'));
    // Without 5 USDD there is no activation.
    expectRefused(await b.post('/api/v2/turbo/activate'), 'insufficientBalance');
    expect(await info(b)).toMatchObject({ activated: false });
  });

  it('makes an equal amount of pending X claimable for every X bought, at most all of it', async () => {
    const bought = await buyX(a, '50');
    const x = Number(bought.amountOut);
    expect(x).toBeGreaterThan(99);
    const after = await info(a);
    expect(Number(after.claimable)).toBeCloseTo(x, 12);
    expect(Number(after.pending)).toBeCloseTo(300 - x, 12);
    // A buy larger than what is pending releases the rest, no more.
    await buyX(a, '200');
    expect(await info(a)).toMatchObject({ pending: '0', claimable: '300', released: '300' });
  });

  it('claims claimable X to available; more than claimable is refused with the rule', async () => {
    const before = Number(await a.available('X'));
    const tooMuch = await a.post('/api/v2/turbo/claim', { amount: '300.000000000000000001' });
    expectRefused(tooMuch, 'turboClaimTooMuch');
    expect(tooMuch.msg).toBe(
      'You can claim at most 300 X now. An equal amount of X must first be exchanged.',
    );
    const claimed = expectOk<TurboInfo>(
      await a.post('/api/v2/turbo/claim', { amount: '120' }, 'claim-120'),
    );
    expect(claimed).toMatchObject({ claimable: '180', claimed: '120' });
    // A replayed key claims nothing more.
    expectOk(await a.post('/api/v2/turbo/claim', { amount: '120' }, 'claim-120'));
    expect(Number(await a.available('X'))).toBe(before + 120);
    expectRefused(await a.post('/api/v2/turbo/claim', { amount: '0' }), 'invalidAmount');
  });

  it('a Pending Exchange X buy releases turbine X when it fills', async () => {
    expectOk(await a.post('/api/v2/pledge/current/unstake', { amount: '200' }));
    // A buy larger than the treasury's X waits; a top-up fills it.
    const treasuryX = await systemBalance(t.db, 'treasury', 'X');
    const usdd = ((treasuryX * 3n) / 4n / units('1')).toString();
    await t.deposit(alice, 'USDD', usdd);
    const pending = await buyX(a, usdd);
    expect(pending.status).toBe('pending');
    expect(await info(a)).toMatchObject({ pending: '200', claimable: '180' });
    // A small buy behind it fills at once and releases turbine X: the large one holds nothing.
    const small = await buyX(a, '10');
    expect(small.status).toBe('completed');
    const released = await info(a);
    expect(Number(released.claimable)).toBeCloseTo(180 + Number(small.amountOut), 12);
    expect(Number(released.pending)).toBeCloseTo(200 - Number(small.amountOut), 12);
    const left = await systemBalance(t.db, 'treasury', 'X');
    await t.deposit(operator, 'X', decimal(units(pending.quotedOut) - left + units('1')));
    await t.advance(1000);
    expect(await info(a)).toMatchObject({ pending: '0', claimable: '380', released: '500' });
  });

  it('lists the turbine’s records: X in by unstaking, the vortex, releases, claims', async () => {
    const records = expectOk<{ items: TurboRecord[]; total: number }>(
      await a.get('/api/v2/turbo/records', { pageSize: '100' }),
    );
    const byType = (type: string) => records.items.filter((r) => r.type === type);
    expect(byType('unstake').map((r) => r.amount)).toEqual(['200', '300']);
    expect(byType('turbo_activate')).toEqual([
      expect.objectContaining({ asset: 'USDD', amount: '5' }),
    ]);
    const released = byType('turbo_release').reduce((sum, r) => sum + Number(r.amount), 0);
    expect(released).toBeCloseTo(500, 9);
    expect(byType('turbo_claim').map((r) => r.amount)).toEqual(['120']);
    expect(records.total).toBe(records.items.length);
    // The newest first.
    expect(records.items[0]?.type).toBe('turbo_release');
    // financial_detail: the release leaves the pending turbine, the claim reaches available.
    const detail = expectOk<{ items: { account: string; amount: string }[] }>(
      await a.get('/api/v2/user/financial_detail', { asset: 'X', type: 'turbo_claim' }),
    );
    expect(detail.items.map((r) => [r.account, r.amount])).toEqual([
      ['available', '120'],
      ['turbo_claimable', '-120'],
    ]);
  });
});
