import type { PoolHistory } from '@xbond/shared/api/history';
import type { PrizeInfo } from '@xbond/shared/api/prize';
import type { SwapQuote } from '@xbond/shared/api/swap';
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
const MINUTE = 60_000;

describe.each(databases())('the prize pool history on $name', (database) => {
  let t: TradingApp;
  let api: Record<'a' | 'b', Awaited<ReturnType<typeof trader>>>;

  beforeAll(async () => {
    t = await tradingApp(chain(), database, {
      start: '2026-11-23T10:00:00Z',
      treasury: { X: '300000', USDD: '300000', TNB: '300000' },
    });
    api = {
      a: await trader(t, alice, { USDD: '20000' }),
      b: await trader(t, bob, { USDD: '20000' }),
    };
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    await t.m.expectConserved();
    await expectPrizeBooks(t.db);
  });

  const trade = async (who: 'a' | 'b', usdd: string) => {
    const q = expectOk<SwapQuote>(
      await api[who].get('/api/v2/swap/quote', { from: 'USDD', to: 'X', amount: usdd }),
    );
    const body = { from: 'USDD', to: 'X', amount: usdd, quotedOut: q.amountOut };
    expectOk(await api[who].post('/api/v2/swap/exchange', body));
  };
  const history = async (period: string, query: Record<string, string> = {}) => {
    // Public: a visitor reads it without a session.
    const res = await t.m.app.inject({
      method: 'GET',
      url: `/api/v2/prize/pool_history?${new URLSearchParams({ period, ...query })}`,
    });
    expect(res.statusCode).toBe(200);
    return expectOk<PoolHistory>(res.json());
  };
  /** The hour pots' ledger account: the pots of the hours not settled yet. */
  const hourPot = async () => {
    const [row] = await t.db.query<{ balance: string }>(
      `SELECT balance::text FROM ledger_accounts
       WHERE owner_type = 'system' AND owner_id = 'prize_pool' AND asset = 'USDD' AND kind = 'hour'`,
    );
    return BigInt(row?.balance ?? 0);
  };

  it('is empty before anything reaches the period', async () => {
    expect(await history('hour')).toEqual({
      period: 'hour',
      startsAt: '2026-11-23T10:00:00.000Z',
      endsAt: '2026-11-23T11:00:00.000Z',
      stepSeconds: 300,
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
  });

  it("draws the pool after each step it grew in, the newest being the screen's pool and the ledger's pot", async () => {
    await trade('a', '1000'); // 10:00, 0.3 USDD to the hour (1000 x 0.3% / 2 x 20%)
    await t.advance(2 * MINUTE);
    await trade('b', '2000'); // 10:02, same 5-minute step
    await t.advance(20 * MINUTE);
    await trade('a', '500'); // 10:22
    const hour = await history('hour');
    expect(hour.items).toEqual([
      { at: '2026-11-23T10:20:00.000Z', pool: '1.05' },
      { at: '2026-11-23T10:00:00.000Z', pool: '0.9' },
    ]);
    const info = expectOk<PrizeInfo>(await api.a.get('/api/v2/prize/info', { period: 'hour' }));
    expect(info.pool).toBe('1.05');
    expect(await hourPot()).toBe(1_050_000_000_000_000_000n);
    // The week by the hour: one step so far; 3,500 x 0.3% / 2 x 30%.
    expect((await history('week')).items).toEqual([
      { at: '2026-11-23T10:00:00.000Z', pool: '1.575' },
    ]);
  });

  it('pages newest first', async () => {
    await t.advance(10 * MINUTE);
    await trade('b', '1000'); // 10:32
    const first = await history('hour', { page: '1', pageSize: '2' });
    expect(first.total).toBe(3);
    expect(first.items.map((p) => p.at)).toEqual([
      '2026-11-23T10:30:00.000Z',
      '2026-11-23T10:20:00.000Z',
    ]);
    const second = await history('hour', { page: '2', pageSize: '2' });
    expect(second).toMatchObject({
      total: 3,
      items: [{ at: '2026-11-23T10:00:00.000Z', pool: '0.9' }],
    });
    expect((await history('hour', { page: '3', pageSize: '2' })).total).toBe(3);
  });

  it('starts the next period with the rest carried in, also after a catch-up of several hours', async () => {
    // Two traders take 50% + 30%: 20% of the hour rolls over, here through an hour nobody
    // traded in (settled in the same pass), into 12:00, where it is the pool's first step.
    await t.advance(2 * 60 * MINUTE);
    const hour = await history('hour');
    expect(hour.startsAt).toBe('2026-11-23T12:00:00.000Z');
    expect(hour.items).toEqual([{ at: '2026-11-23T12:00:00.000Z', pool: '0.27' }]);
    const info = expectOk<PrizeInfo>(await api.a.get('/api/v2/prize/info', { period: 'hour' }));
    expect(info.pool).toBe('0.27');
    expect(await hourPot()).toBe(270_000_000_000_000_000n);
  });

  it('refuses an unknown period', async () => {
    const res = await t.m.app.inject({
      method: 'GET',
      url: '/api/v2/prize/pool_history?period=day',
    });
    expect(res.json().code).not.toBe(1);
  });
});
