import type { Swap, SwapQuote } from '@xbond/shared/api/swap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '#test/helpers/databases';
import {
  alice,
  expectOk,
  expectRefused,
  startTradingChain,
  type TradingApp,
  trader,
  tradingApp,
} from '#test/helpers/trading';

// The chain goes away for good in this file: each database run has a chain of its own.
describe.each(databases())('flash swap with a stale price on $name', (database) => {
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
