import type { Swap, SwapQuote } from '@xbond/shared/api/swap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '#test/helpers/databases';
import { sellIntoPair } from '#test/helpers/pair';
import {
  alice,
  bob,
  carol,
  expectOk,
  fileChain,
  operator,
  type TradingApp,
  trader,
  tradingApp,
} from '#test/helpers/trading';

const chain = fileChain();

/** More than a page of the fill pass's queue reads (QUEUE_PAGE in src/swap/fill.ts). */
const SKIPPED = 201;

describe.each(databases())('swap queue beyond one page on $name', (database) => {
  let t: TradingApp;
  let a: Awaited<ReturnType<typeof trader>>;
  let b: Awaited<ReturnType<typeof trader>>;
  let c: Awaited<ReturnType<typeof trader>>;

  beforeAll(async () => {
    // Little TNB in the treasury: a large X to TNB swap waits. One user may queue 201 swaps here.
    t = await tradingApp(chain(), database, {
      start: '2026-11-23T10:00:00Z',
      treasury: { X: '300000', USDD: '300000', TNB: '1000' },
      env: { SWAP_PENDING_MAX: '1000' },
    });
    a = await trader(t, alice, { X: '20000' });
    b = await trader(t, bob, { X: '100000' });
    c = await trader(t, carol, { X: '100' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const swapAtQuote = async (api: typeof a, amount: string) => {
    const body = { from: 'X', to: 'TNB', amount };
    const q = expectOk<SwapQuote>(await api.get('/api/v2/swap/quote', body));
    return expectOk<Swap>(
      await api.post('/api/v2/swap/exchange', { ...body, quotedOut: q.amountOut }),
    );
  };
  const status = async (id: string) =>
    (await t.db.query<{ status: string }>('SELECT status FROM swaps WHERE id = $1', [id]))[0]
      ?.status;

  it('fills a swap that waits behind more than a page of swaps that cannot fill', async () => {
    // ~25,000 TNB wanted, 1,000 held: it waits.
    const large = await swapAtQuote(a, '10000');
    expect(large.status).toBe('pending');
    // Each of Bob's wants ~1,100 TNB, more than the treasury holds: they wait too.
    const q = expectOk<SwapQuote>(
      await b.get('/api/v2/swap/quote', { from: 'X', to: 'TNB', amount: '450' }),
    );
    for (let i = 0; i < SKIPPED; i++) {
      const waiting = await b.post('/api/v2/swap/exchange', {
        from: 'X',
        to: 'TNB',
        amount: '450',
        quotedOut: q.amountOut,
      });
      expect(expectOk<Swap>(waiting).status).toBe('pending');
    }
    // X falls ~2% (within the deviation limit, so swaps go on): the swaps queued so far would
    // now get less than their minimum, so no pass fills them; they stay queued ahead of any new one.
    await sellIntoPair(chain().rpcUrl, t.deployment, operator, 'X', '20000');
    await t.advance(16_000);
    // Carol's, at the new price, fills at once: the pass reads past the first page.
    const fillable = await swapAtQuote(c, '10');
    expect(fillable.status).toBe('completed');
    expect(await status(large.id)).toBe('pending');
    const pending = await t.db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM swaps WHERE status = 'pending'`,
    );
    expect(pending[0]?.n).toBe(SKIPPED + 1);
    await t.m.expectConserved();
  });

  it('fills swaps exchanged at the same moment, each answered filled, whichever pass took it', async () => {
    const body = { from: 'X', to: 'USDD', amount: '10' };
    const q = expectOk<SwapQuote>(await a.get('/api/v2/swap/quote', body));
    const placed = await Promise.all(
      [a, b, c, a, b, a, b, a].map((api) =>
        api.post('/api/v2/swap/exchange', { ...body, quotedOut: q.amountOut }),
      ),
    );
    const swaps = placed.map((r) => expectOk<Swap>(r));
    expect(swaps.map((s) => s.status)).toEqual(swaps.map(() => 'completed'));
    expect(await Promise.all(swaps.map((s) => status(s.id)))).toEqual(swaps.map(() => 'completed'));
    await t.m.expectConserved();
  });
});
