import { randomBytes } from 'node:crypto';
import type { Prize, PrizeInfo, PrizeRanking } from '@xbond/shared/api/prize';
import type { SwapQuote } from '@xbond/shared/api/swap';
import { ERRORS } from '@xbond/shared/errors';
import { maskAddress } from '@xbond/shared/mask';
import type { LocalAccount } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '#test/helpers/databases';
import {
  alice,
  bob,
  expectOk,
  expectPrizeBooks,
  fileChain,
  type TradingApp,
  trader,
  tradingApp,
} from '#test/helpers/trading';

const chain = fileChain();
const HOUR = 3_600_000;
const masked = (who: LocalAccount) => maskAddress(who.address.toLowerCase());

/**
 * The ranking screen is public: a visitor reads the period, the ranking and the winners
 * without a session (and has no standing, no own entry, no prize of their own); a signed-in
 * user's own entry is marked; claiming still needs the winner's session.
 */
describe.each(databases())('the prize pool to visitors on $name', (database) => {
  let t: TradingApp;
  let a: Awaited<ReturnType<typeof trader>>;
  let b: Awaited<ReturnType<typeof trader>>;
  const visitor = () => t.api('');

  beforeAll(async () => {
    t = await tradingApp(chain(), database, {
      start: '2026-11-23T10:00:00Z',
      // The pools take 100,000 X and USDD of it at the first start.
      treasury: { X: '300000', USDD: '300000', TNB: '300000' },
    });
    a = await trader(t, alice, { USDD: '5000' });
    b = await trader(t, bob, { USDD: '5000' });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    await t.m.expectConserved();
    await expectPrizeBooks(t.db);
  });

  const trade = async (who: typeof a, usdd: string) => {
    const q = expectOk<SwapQuote>(
      await who.get('/api/v2/swap/quote', { from: 'USDD', to: 'X', amount: usdd }),
    );
    const body = { from: 'USDD', to: 'X', amount: usdd, quotedOut: q.amountOut };
    const swap = expectOk<{ status: string }>(await who.post('/api/v2/swap/exchange', body));
    expect(swap.status).toBe('completed');
  };

  it('shows a visitor the period, the ranking and its time, without a standing', async () => {
    await trade(a, '1000');
    await trade(b, '2000');
    const info = expectOk<PrizeInfo>(await visitor().get('/api/v2/prize/info', { period: 'hour' }));
    expect(info).toMatchObject({
      name: 'hour:2026-11-23T10',
      endsAt: '2026-11-23T11:00:00.000Z',
      pool: '0.9',
      yourVolume: '0',
      yourRank: null,
      serverTime: t.clock.now().toISOString(),
    });
    const ranking = expectOk<PrizeRanking>(
      await visitor().get('/api/v2/prize/ranking', { period: 'hour' }),
    );
    expect(ranking.items.map((e) => [e.rank, e.address, e.volume, e.mine])).toEqual([
      [1, masked(bob), '2000', false],
      [2, masked(alice), '1000', false],
    ]);
  });

  it('marks the signed-in user’s own entry, and only theirs', async () => {
    const ranking = expectOk<PrizeRanking>(
      await a.get('/api/v2/prize/ranking', { period: 'hour' }),
    );
    expect(ranking.items.map((e) => [e.address, e.mine])).toEqual([
      [masked(bob), false],
      [masked(alice), true],
    ]);
    const info = expectOk<PrizeInfo>(await a.get('/api/v2/prize/info', { period: 'hour' }));
    expect(info).toMatchObject({ yourVolume: '1000', yourRank: 2 });
  });

  it('lists the winners to a visitor, none of them theirs; claiming needs a session', async () => {
    await t.advance(HOUR);
    const won = expectOk<{ items: Prize[] }>(
      await visitor().get('/api/v2/prize/winners', { period: 'hour' }),
    ).items;
    expect(won.map((p) => [p.rank, p.address, p.amount, p.mine])).toEqual([
      [1, masked(bob), '0.45', false],
      [2, masked(alice), '0.27', false],
    ]);
    const bobs = expectOk<{ items: Prize[] }>(
      await b.get('/api/v2/prize/winners', { period: 'hour' }),
    ).items;
    expect(bobs.map((p) => p.mine)).toEqual([true, false]);
    const res = await t.m.app.inject({
      method: 'POST',
      url: '/api/v2/prize/claim',
      headers: { 'idempotency-key': 'visitor-claim' },
      payload: { id: won[0]?.id },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers HTTP 401 to a token that is sent but unknown, as protected routes do', async () => {
    const res = await t.m.app.inject({
      method: 'GET',
      url: '/api/v2/prize/ranking?period=hour',
      headers: { authorization: `Bearer ${randomBytes(32).toString('base64url')}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: ERRORS.unauthorized.code });
  });
});
