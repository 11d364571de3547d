import type { Swap, SwapQuote } from '@xbond/shared/api/swap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '#test/helpers/databases';
import { curve, fee, quote, TNB_PAIR, X_PAIR } from '#test/helpers/swap';
import {
  alice,
  decimal,
  expectOk,
  expectRefused,
  startTradingChain,
  type TradingApp,
  trader,
  tradingApp,
  units,
} from '#test/helpers/trading';

// Quotes from the seeded pairs, then the chain goes away for good: each database run has a
// chain of its own.
describe.each(databases())('flash swap quotes, fresh and stale, on $name', (database) => {
  let chain: Awaited<ReturnType<typeof startTradingChain>>;
  let t: TradingApp;
  let a: Awaited<ReturnType<typeof trader>>;

  beforeAll(async () => {
    chain = await startTradingChain();
    t = await tradingApp(chain, database, {
      start: '2026-11-23T10:00:00Z',
      treasury: { X: '300000', USDD: '300000', TNB: '10' },
    });
    a = await trader(t, alice, { USDD: '1000' });
  });
  afterAll(async () => {
    await t?.close();
    await chain?.stop();
  });

  it('quotes from the pairs’ reserves: fee, output, price, impact, minimum received', async () => {
    const q = await quote(a, { from: 'USDD', to: 'X', amount: '100' });
    const out = curve(units('99.7'), X_PAIR.usdd, X_PAIR.token);
    expect(q).toMatchObject({
      fee: '0.3',
      amountOut: decimal(out),
      slippageBps: 50,
      minimumReceived: decimal((out * 9_950n) / 10_000n),
      priceImpactBps: 0,
      fillsNow: true,
    });
    expect(Number(q.price)).toBeCloseTo(Number(decimal(out)) / 100, 12);

    // X to TNB goes through USDD: two curves, the fee once.
    const big = await quote(a, { from: 'X', to: 'TNB', amount: '100000', slippageBps: '300' });
    const usdd = curve(units('100000') - fee(units('100000')), X_PAIR.token, X_PAIR.usdd);
    const tnb = curve(usdd, TNB_PAIR.usdd, TNB_PAIR.token);
    expect(big).toMatchObject({
      fee: '300',
      amountOut: decimal(tnb),
      minimumReceived: decimal((tnb * 9_700n) / 10_000n),
      // 99,700 X is 5% of the X pair: the impact shows, and the treasury's TNB is short.
      fillsNow: false,
    });
    expect(big.priceImpactBps).toBeGreaterThan(400);
    // Quotes move nothing: the books still match the chain.
    await t.m.expectConserved();
  });

  it('refuses quotes and exchanges once the price is older than 5 minutes, and fills nothing', async () => {
    const q = expectOk<SwapQuote>(
      await a.get('/api/v2/swap/quote', { from: 'USDD', to: 'TNB', amount: '100' }),
    );
    const body = { from: 'USDD', to: 'TNB', amount: '100', quotedOut: q.amountOut };
    // More TNB than the treasury holds: it waits for inventory.
    const pending = expectOk<Swap>(await a.post('/api/v2/swap/exchange', body));
    expect(pending.status).toBe('pending');

    await chain.stop();
    // Within 5 minutes the last price still serves.
    t.clock.set('2026-11-23T10:04:00Z');
    expectOk(await a.get('/api/v2/swap/quote', { from: 'USDD', to: 'X', amount: '10' }));
    t.clock.set('2026-11-23T10:05:01Z');
    const stale = await a.get('/api/v2/swap/quote', { from: 'USDD', to: 'X', amount: '10' });
    expectRefused(stale, 'swapPriceStale');
    expect(stale.msg).toBe(
      'The market price of X could not be read for several minutes, so swaps are paused. Please try again shortly.',
    );
    const tnb = await a.post('/api/v2/swap/exchange', { ...body, quotedOut: '1' });
    expectRefused(tnb, 'swapPriceStale');
    expect(tnb.msg).toMatch(/^The market price of TNB/);
    expect(await a.available('USDD')).toBe('900');
    // The runner's fill pass leaves the pending swap alone; it can still be cancelled.
    const tick = await t.m.app.jobs.tick();
    expect(tick.swept['swap-fill']).toBe(0);
    const cancelled = expectOk<Swap>(await a.post('/api/v2/swap/cancel', { id: pending.id }));
    expect(cancelled.status).toBe('cancelled');
    expect(await a.available('USDD')).toBe('1000');
  });
});
