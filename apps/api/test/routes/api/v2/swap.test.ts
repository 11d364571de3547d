import type { NoticeList } from '@xbond/shared/api/notices';
import type { Swap } from '@xbond/shared/api/swap';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemBalance } from '#src/ledger/balances';
import { databases } from '#test/helpers/databases';
import { sellIntoPair } from '#test/helpers/pair';
import {
  curve,
  exchange,
  quote,
  records,
  swapAtQuote,
  swapStatus,
  swaps,
  TNB_PAIR,
  X_PAIR,
} from '#test/helpers/swap';
import {
  alice,
  bob,
  carol,
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

describe.each(databases())('flash swap on $name', (database) => {
  let t: TradingApp;
  let a: Awaited<ReturnType<typeof trader>>;
  let b: Awaited<ReturnType<typeof trader>>;
  let c: Awaited<ReturnType<typeof trader>>;
  const treasury = (asset: 'X' | 'USDD' | 'TNB') => systemBalance(t.db, 'treasury', asset);
  const prizePool = () => systemBalance(t.db, 'prize_pool', 'USDD');

  beforeAll(async () => {
    // Little TNB in the treasury, so large TNB buys wait for inventory (100,000 X and USDD
    // of it fund the reward and insurance pools at the first start).
    t = await tradingApp(chain(), database, {
      start: '2026-11-23T10:00:00Z',
      treasury: { X: '300000', USDD: '300000', TNB: '1000' },
      env: { SWAP_PENDING_MAX: '3' },
    });
    a = await trader(t, alice, { X: '20000', USDD: '20000', TNB: '20000' });
    b = await trader(t, bob, { USDD: '20000', TNB: '50000' });
    c = await trader(t, carol, { USDD: '50' });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    await t.m.expectConserved();
  });

  it('fills at once from the treasury; half the fee goes to the prize pool, split 20/30/50', async () => {
    const [treasuryX, treasuryUsdd, pool] = [
      await treasury('X'),
      await treasury('USDD'),
      await prizePool(),
    ];
    const swap = await swapAtQuote(a, 'USDD', 'X', '1000');
    const out = curve(units('997'), X_PAIR.usdd, X_PAIR.token);
    expect(swap).toMatchObject({
      from: 'USDD',
      to: 'X',
      amount: '1000',
      fee: '3',
      amountOut: decimal(out),
      status: 'completed',
    });
    // The treasury took the 1,000 USDD and paid the X; the prize pool got 1.5 USDD of it.
    expect(await treasury('X')).toBe(treasuryX - out);
    expect(await treasury('USDD')).toBe(treasuryUsdd + units('1000') - units('1.5'));
    expect(await prizePool()).toBe(pool + units('1.5'));
    const pots = await t.db.query<{ kind: string; balance: string }>(
      `SELECT kind, balance::text AS balance FROM ledger_accounts
       WHERE owner_id = 'prize_pool' ORDER BY kind`,
    );
    expect(pots).toEqual([
      { kind: 'hour', balance: units('0.3').toString() },
      { kind: 'month', balance: units('0.75').toString() },
      { kind: 'week', balance: units('0.45').toString() },
    ]);
    // One record of the swap: the USDD that left and the X that arrived.
    const moved = await records(a, { type: 'swap' });
    expect(moved.items.slice(0, 2)).toEqual([
      expect.objectContaining({ asset: 'USDD', amount: '-1000', status: 'completed' }),
      expect.objectContaining({ asset: 'X', amount: decimal(out), status: 'completed' }),
    ]);
  });

  it('refuses the same asset twice, a slippage out of range, a dust amount, more than the balance', async () => {
    const body = { from: 'USDD', to: 'X', amount: '10', quotedOut: '19' };
    expectRefused(await exchange(a, { ...body, to: 'USDD' }), 'swapCurrency');
    expectRefused(await exchange(a, { ...body, slippageBps: 9 }), 'swapSlippageInvalid');
    const tooHigh = await exchange(a, { ...body, slippageBps: 501 });
    expectRefused(tooHigh, 'swapSlippageInvalid');
    expect(tooHigh.msg).toBe('Slippage must be between 0.1% and 5%.');
    expectRefused(await exchange(a, { ...body, amount: '0' }), 'swapAmountInvalid');
    expectRefused(
      await exchange(a, { ...body, amount: '1.0000000000000000001' }),
      'swapAmountInvalid',
    );
    // One base unit of USDD buys nothing once the fee is taken.
    expectRefused(
      await a.get('/api/v2/swap/quote', { from: 'USDD', to: 'X', amount: '0.000000000000000001' }),
      'swapAmountInvalid',
    );
    expectRefused(
      await exchange(c, { ...body, amount: '50.000001', quotedOut: '99' }),
      'insufficientBalance',
    );
    expect(await c.available('USDD')).toBe('50');
    const unknownField = await exchange(a, { ...body, extra: 1 });
    expectRefused(unknownField, 'invalidRequest');
  });

  it('waits as Pending Exchange with its input held while the treasury is short; a top-up fills it', async () => {
    const before = await b.available('USDD');
    const q = await quote(b, { from: 'USDD', to: 'TNB', amount: '1000' });
    expect(q.fillsNow).toBe(false);
    const pending = expectOk<Swap>(
      await exchange(b, { from: 'USDD', to: 'TNB', amount: '1000', quotedOut: q.amountOut }),
    );
    expect(pending).toMatchObject({ status: 'pending', amountOut: null, settledAt: null });
    expect(Number(await b.available('USDD'))).toBe(Number(before) - 1000);
    const moved = await records(b, { type: 'swap' });
    expect(moved.items[0]).toMatchObject({ asset: 'USDD', amount: '-1000', status: 'pending' });

    // The operator sends TNB to the Vault: a treasury top-up; the runner's next tick fills.
    await t.deposit(operator, 'TNB', '10000');
    await t.advance(1000);
    const list = await swaps(b);
    expect(list.items[0]).toMatchObject({
      id: pending.id,
      status: 'completed',
      amountOut: q.amountOut,
    });
    expect(Number(await b.available('TNB'))).toBeCloseTo(50000 + Number(q.amountOut), 6);
    // Bob is told his waiting swap filled, once; a swap that fills at once tells nothing.
    const told = expectOk<NoticeList>(await b.get('/api/v2/user/notices', {})).items;
    expect(told.filter((n) => n.kind === 'swap_filled')).toMatchObject([
      { params: { swapId: pending.id, from: 'USDD', to: 'TNB', out: q.amountOut } },
    ]);
    const alices = expectOk<NoticeList>(await a.get('/api/v2/user/notices', {})).items;
    expect(alices.filter((n) => n.params.swapId === pending.id)).toEqual([]);
  });

  it('another user’s opposite swap fills a pending one in the same request', async () => {
    const tnb = await treasury('TNB');
    // Alice wants more TNB than the treasury holds.
    const wanted = tnb + units('2000');
    const usdd = (wanted * TNB_PAIR.usdd) / TNB_PAIR.token + units('50');
    const pending = await swapAtQuote(a, 'USDD', 'TNB', decimal(usdd - (usdd % units('1'))));
    expect(pending.status).toBe('pending');
    // Bob sells 10,000 TNB: his TNB reaches the treasury and Alice's swap fills with it.
    const sold = await swapAtQuote(b, 'TNB', 'USDD', '10000');
    expect(sold.status).toBe('completed');
    expect(await swapStatus(a, pending.id)).toBe('completed');
    expect(await treasury('TNB')).toBeLessThan(units('10000'));
  });

  it('never lets a large waiting swap hold the queue; it keeps the first claim on what arrives', async () => {
    const tnb = await treasury('TNB');
    const first = await swapAtQuote(a, 'USDD', 'TNB', decimal((tnb * 2n) / 10n + units('200')));
    expect(first.status).toBe('pending');
    // The treasury can pay a small one: it fills at once, past the large one.
    const second = await swapAtQuote(c, 'USDD', 'TNB', '10');
    expect(second.status).toBe('completed');
    // Two later swaps the treasury cannot pay both of after a top-up: the earlier one, the
    // large one, is filled first with it; the other, placed after it, waits.
    const left = await treasury('TNB');
    const third = await swapAtQuote(b, 'USDD', 'TNB', decimal((left * 2n) / 10n + units('100')));
    expect(third.status).toBe('pending');
    const topUp = units(first.quotedOut) - left + units('1');
    expect(topUp).toBeLessThan(units(first.quotedOut) + units(third.quotedOut) - left);
    await t.deposit(operator, 'TNB', decimal(topUp));
    await t.advance(1000);
    expect(await swapStatus(a, first.id)).toBe('completed');
    expect(await swapStatus(b, third.id)).toBe('pending');
    await t.deposit(operator, 'TNB', decimal(units(third.quotedOut)));
    await t.advance(1000);
    expect(await swapStatus(b, third.id)).toBe('completed');
  });

  it('refuses a swap that would wait beyond SWAP_PENDING_MAX; one that fills at once is taken', async () => {
    const max = t.m.config.swap.pendingMax;
    const big = decimal(((await treasury('TNB')) * 2n) / 10n + units('100'));
    const waiting: Swap[] = [];
    for (let i = 0; i < max; i++) waiting.push(await swapAtQuote(b, 'USDD', 'TNB', big));
    expect(waiting.map((s) => s.status)).toEqual(waiting.map(() => 'pending'));
    const before = await b.available('USDD');
    const q = await quote(b, { from: 'USDD', to: 'TNB', amount: big });
    const body = { from: 'USDD', to: 'TNB', amount: big, quotedOut: q.amountOut };
    const refused = await exchange(b, body);
    expectRefused(refused, 'swapPendingLimit');
    expect(refused.msg).toBe(
      `You already have ${max} swaps waiting to be filled. Cancel one or wait until one fills.`,
    );
    expect(await b.available('USDD')).toBe(before);
    // A swap that fills at once never waits, so the cap does not stop it.
    expect((await swapAtQuote(b, 'USDD', 'X', '1')).status).toBe('completed');
    for (const s of waiting) expectOk(await b.post('/api/v2/swap/cancel', { id: s.id }));
  });

  it('cancels a pending swap once, returning its input; not another user’s, not a completed one', async () => {
    const tnb = await treasury('TNB');
    const pending = await swapAtQuote(b, 'USDD', 'TNB', decimal((tnb * 2n) / 10n + units('100')));
    expect(pending.status).toBe('pending');
    const before = await b.available('USDD');
    expectRefused(await a.post('/api/v2/swap/cancel', { id: pending.id }), 'swapNotFound');
    const cancelled = expectOk<Swap>(
      await b.post('/api/v2/swap/cancel', { id: pending.id }, 'cancel-once'),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', amountOut: null });
    expect(cancelled.settledAt).not.toBeNull();
    expect(Number(await b.available('USDD'))).toBeCloseTo(
      Number(before) + Number(pending.amount),
      6,
    );
    // The same key answers the same; a second cancel is refused; nothing moves again.
    const replay = expectOk<Swap>(
      await b.post('/api/v2/swap/cancel', { id: pending.id }, 'cancel-once'),
    );
    expect(replay.status).toBe('cancelled');
    expectRefused(await b.post('/api/v2/swap/cancel', { id: pending.id }), 'swapNotPending');
    expect(Number(await b.available('USDD'))).toBeCloseTo(
      Number(before) + Number(pending.amount),
      6,
    );
    // A cancelled swap never fills, even with inventory.
    await t.deposit(operator, 'TNB', '5000');
    await t.advance(1000);
    const completed = await swapAtQuote(b, 'USDD', 'X', '10');
    expectRefused(await b.post('/api/v2/swap/cancel', { id: completed.id }), 'swapNotPending');
    const moved = await records(b, { asset: 'USDD' });
    expect(moved.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'swap',
          amount: `-${pending.amount}`,
          status: 'cancelled',
        }),
        expect.objectContaining({ type: 'swap_cancel', amount: pending.amount }),
      ]),
    );
  });

  it('answers a replayed Idempotency-Key with the same swap and moves nothing twice', async () => {
    const q = await quote(a, { from: 'X', to: 'USDD', amount: '100' });
    const body = { from: 'X', to: 'USDD', amount: '100', quotedOut: q.amountOut };
    const before = await a.available('X');
    const first = expectOk<Swap>(await exchange(a, body, 'swap-once'));
    const again = expectOk<Swap>(await exchange(a, body, 'swap-once'));
    expect(again).toEqual(first);
    expect(Number(await a.available('X'))).toBe(Number(before) - 100);
    expectRefused(
      await exchange(a, { ...body, amount: '101' }, 'swap-once'),
      'idempotencyConflict',
    );
  });

  it('lists swaps newest first, paged, filtered by status', async () => {
    const all = await swaps(b, { pageSize: '2' });
    expect(all.items).toHaveLength(2);
    expect(Number(all.items[0]?.id)).toBeGreaterThan(Number(all.items[1]?.id));
    for (const status of ['completed', 'pending', 'cancelled'] as const) {
      const page = await swaps(b, { status });
      expect(page.items.every((s) => s.status === status)).toBe(true);
      expect(page.total).toBe(page.items.length);
    }
    expectRefused(await b.get('/api/v2/swap/list', { status: 'done' }), 'invalidRequest');
  });

  it('refuses a fill worse than the slippage allows once the price moved', async () => {
    const q = await quote(a, { from: 'X', to: 'USDD', amount: '1000' });
    // Someone sells 20,000 X on chain: X falls ~2%, within the deviation limit (a larger move
    // refuses every swap: test/market/manipulation.test.ts); the cached price is read again
    // after 15 s.
    await sellIntoPair(chain().rpcUrl, t.deployment, operator, 'X', '20000');
    t.clock.set(new Date(t.clock.now().getTime() + 16_000).toISOString());
    const body = { from: 'X', to: 'USDD', amount: '1000', quotedOut: q.amountOut };
    const refused = await exchange(a, body);
    expectRefused(refused, 'swapSlippageExceeded');
    expect(refused.msg).toMatch(/^The price moved: this swap would now receive [\d.]+ USDD/);
    // With 5% it fills, about 2% below the quote.
    const filled = expectOk<Swap>(await exchange(a, { ...body, slippageBps: 500 }));
    expect(filled.status).toBe('completed');
    expect(Number(filled.amountOut)).toBeLessThan(Number(q.amountOut) * 0.99);
  });
});
