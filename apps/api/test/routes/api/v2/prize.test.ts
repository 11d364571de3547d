import type { NoticeKind, NoticeList } from '@xbond/shared/api/notices';
import type { Prize, PrizeInfo, PrizeRanking } from '@xbond/shared/api/prize';
import type { SwapQuote } from '@xbond/shared/api/swap';
import { maskAddress } from '@xbond/shared/mask';
import type { LocalAccount } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '#test/helpers/databases';
import {
  alice,
  bob,
  carol,
  dave,
  expectOk,
  expectPrizeBooks,
  expectRefused,
  fileChain,
  type TradingApp,
  trader,
  tradingApp,
} from '#test/helpers/trading';

const chain = fileChain();

const HOUR = 3_600_000;
const masked = (who: LocalAccount) => maskAddress(who.address.toLowerCase());

describe.each(databases())('FOMO prize pool on $name', (database) => {
  let t: TradingApp;
  let api: Record<'a' | 'b' | 'c' | 'd', Awaited<ReturnType<typeof trader>>>;

  beforeAll(async () => {
    // Monday 10:00: the hour, the week (from Monday) and the month are in progress.
    t = await tradingApp(chain(), database, {
      start: '2026-11-23T10:00:00Z',
      treasury: { X: '300000', USDD: '300000', TNB: '300000' },
    });
    api = {
      a: await trader(t, alice, { USDD: '20000' }),
      b: await trader(t, bob, { USDD: '20000' }),
      c: await trader(t, carol, { USDD: '20000' }),
      d: await trader(t, dave, { USDD: '20000' }),
    };
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    await t.m.expectConserved();
    await expectPrizeBooks(t.db);
  });

  /** Swaps `usdd` USDD to X: its volume is exactly `usdd`, its fee 0.3% of it. */
  const trade = async (who: keyof typeof api, usdd: string) => {
    const q = expectOk<SwapQuote>(
      await api[who].get('/api/v2/swap/quote', { from: 'USDD', to: 'X', amount: usdd }),
    );
    const body = { from: 'USDD', to: 'X', amount: usdd, quotedOut: q.amountOut };
    expect(
      expectOk<{ status: string }>(await api[who].post('/api/v2/swap/exchange', body)).status,
    ).toBe('completed');
  };
  const info = async (who: keyof typeof api, period: string) =>
    expectOk<PrizeInfo>(await api[who].get('/api/v2/prize/info', { period }));
  const winners = async (who: keyof typeof api, period: string) =>
    expectOk<{ items: Prize[]; total: number }>(
      await api[who].get('/api/v2/prize/winners', { period, pageSize: '100' }),
    ).items;
  const notices = async (who: keyof typeof api, kind: NoticeKind) =>
    expectOk<NoticeList>(await api[who].get('/api/v2/user/notices', { limit: '50' })).items.filter(
      (n) => n.kind === kind,
    );
  const awards = async () =>
    (await t.db.query(`SELECT 1 FROM ledger_operations WHERE type = 'prize_award'`)).length;

  it('ranks the hour by volume and pays its top 3 50/30/20 at its end, exactly once', async () => {
    await trade('a', '1000');
    await trade('b', '3000');
    await trade('c', '2000');
    await trade('d', '500');
    // Each fee's half, 20% of it for the hour: 6,500 x 0.3% / 2 x 20%.
    const hour = await info('a', 'hour');
    expect(hour).toMatchObject({
      name: 'hour:2026-11-23T10',
      endsAt: '2026-11-23T11:00:00.000Z',
      pool: '1.95',
      sharesBps: [5000, 3000, 2000],
      yourVolume: '1000',
      yourRank: 3,
    });
    const ranking = expectOk<PrizeRanking>(
      await api.a.get('/api/v2/prize/ranking', { period: 'hour' }),
    );
    expect(ranking.items.map((e) => [e.rank, e.address, e.volume])).toEqual([
      [1, masked(bob), '3000'],
      [2, masked(carol), '2000'],
      [3, masked(alice), '1000'],
      [4, masked(dave), '500'],
    ]);

    await t.advance(HOUR + 1000);
    const won = await winners('b', 'hour');
    expect(won.map((p) => [p.name, p.rank, p.address, p.amount, p.mine, p.status])).toEqual([
      ['hour:2026-11-23T10', 1, masked(bob), '0.975', true, 'claimable'],
      ['hour:2026-11-23T10', 2, masked(carol), '0.585', false, 'claimable'],
      ['hour:2026-11-23T10', 3, masked(alice), '0.39', false, 'claimable'],
    ]);
    expect(won[0]?.expiresAt).toBe('2026-12-23T11:00:00.000Z');
    // Ticking again, or a runner that lost its record of the run, pays nothing twice.
    await t.advance(1000);
    await t.db.query(`DELETE FROM job_runs WHERE job = 'prize-hour' AND period = $1`, [
      'hour:2026-11-23T10',
    ]);
    await t.advance(1000);
    expect(await awards()).toBe(1);
    expect(await winners('b', 'hour')).toHaveLength(3);
    // Each winner is told once, in spite of the rerun; the fourth place is told nothing.
    expect(await notices('b', 'prize_won')).toMatchObject([
      {
        params: { kind: 'hour', period: 'hour:2026-11-23T10', rank: '1', amount: '0.975' },
        time: '2026-11-23T11:00:00.000Z',
      },
    ]);
    expect(await notices('a', 'prize_won')).toMatchObject([
      { params: { rank: '3', amount: '0.39' } },
    ]);
    expect(await notices('d', 'prize_won')).toEqual([]);
  });

  it('a winner claims their prize once; nobody else can', async () => {
    const [mine] = await winners('b', 'hour');
    if (!mine) throw new Error('no prize');
    const before = Number(await api.b.available('USDD'));
    expectRefused(await api.a.post('/api/v2/prize/claim', { id: mine.id }), 'prizeNotFound');
    const claimed = expectOk<Prize>(await api.b.post('/api/v2/prize/claim', { id: mine.id }, 'p1'));
    expect(claimed).toMatchObject({ status: 'claimed', amount: '0.975' });
    expect(expectOk<Prize>(await api.b.post('/api/v2/prize/claim', { id: mine.id }, 'p1'))).toEqual(
      claimed,
    );
    expectRefused(await api.b.post('/api/v2/prize/claim', { id: mine.id }), 'prizeClaimed');
    expectRefused(await api.b.post('/api/v2/prize/claim', { id: '999999' }), 'prizeNotFound');
    expect(Number(await api.b.available('USDD'))).toBeCloseTo(before + 0.975, 9);
    const records = expectOk<{ items: { amount: string }[] }>(
      await api.b.get('/api/v2/user/financial_detail', { type: 'prize' }),
    );
    expect(records.items).toEqual([expect.objectContaining({ asset: 'USDD', amount: '0.975' })]);
  });

  it('carries what no place took into the next period, through periods without trades', async () => {
    // 11:00 to 12:00: Alice alone; she takes the first place's half.
    await trade('a', '1000');
    await t.advance(HOUR);
    const [first] = await winners('a', 'hour');
    expect(first).toMatchObject({ name: 'hour:2026-11-23T11', rank: 1, amount: '0.15' });
    expect((await info('a', 'hour')).pool).toBe('0.15');
    // 12:00 to 13:00: nobody trades; it all carries on.
    await t.advance(HOUR);
    expect(await info('a', 'hour')).toMatchObject({ name: 'hour:2026-11-23T13', pool: '0.15' });
  });

  it('ranks equal volumes by who reached theirs first', async () => {
    await trade('d', '700');
    await trade('c', '400');
    await trade('c', '300');
    expect((await info('c', 'hour')).yourRank).toBe(2);
    await t.advance(HOUR);
    const latest = (await winners('c', 'hour')).filter((p) => p.name === 'hour:2026-11-23T13');
    // The pot: 0.15 carried in and 1,400 x 0.3% / 2 x 20% = 0.42.
    expect(latest.map((p) => [p.address, p.amount])).toEqual([
      [masked(dave), '0.285'],
      [masked(carol), '0.171'],
    ]);
  });

  it('pays the week’s and the month’s top 10 at their ends', async () => {
    const week = await info('a', 'week');
    const month = await info('a', 'month');
    expect(week).toMatchObject({ name: 'week:2026-11-23', endsAt: '2026-11-30T00:00:00.000Z' });
    expect(week.sharesBps).toEqual([2500, 1800, 1400, 1100, 900, 700, 600, 400, 300, 300]);
    // Every fee of the week so far, 30% (month 50%) of its half: 8,900 USDD traded.
    expect(week.pool).toBe('4.005');
    expect(month.pool).toBe('6.675');
    // Monday next week: the hours in between and the week settle.
    await t.advance(Date.parse('2026-11-30T00:00:01Z') - t.clock.now().getTime());
    // Volumes: Bob 3,000, Carol 2,700, Alice 2,000, Dave 1,200; 25%, 18%, 14%, 11% of 4.005.
    const weekly = await winners('a', 'week');
    expect(weekly.map((p) => [p.rank, p.address, p.amount])).toEqual([
      [1, masked(bob), '1.00125'],
      [2, masked(carol), '0.7209'],
      [3, masked(alice), '0.5607'],
      [4, masked(dave), '0.44055'],
    ]);
    // The six empty places carry on into the next week.
    expect(await info('a', 'week')).toMatchObject({ name: 'week:2026-11-30', pool: '1.2816' });
    await t.advance(Date.parse('2026-12-01T00:00:01Z') - t.clock.now().getTime());
    const monthly = await winners('a', 'month');
    expect(monthly.map((p) => [p.name, p.amount])).toEqual([
      ['month:2026-11', '1.66875'],
      ['month:2026-11', '1.2015'],
      ['month:2026-11', '0.9345'],
      ['month:2026-11', '0.73425'],
    ]);
  });

  it('rolls a prize unclaimed after 30 days into the period in progress', async () => {
    const [, carols] = await winners('c', 'hour').then((all) =>
      all.filter((p) => p.name === 'hour:2026-11-23T10'),
    );
    if (!carols) throw new Error('no prize');
    // Three days before it rolls over, Carol is reminded of it, once; Bob claimed his.
    for (const at of ['2026-12-20T11:00:01Z', '2026-12-20T12:00:00Z']) {
      await t.advance(Date.parse(at) - t.clock.now().getTime());
    }
    const reminded = await notices('c', 'prize_unclaimed');
    expect(reminded.filter((n) => n.params.prizeId === carols.id)).toMatchObject([
      { params: { amount: '0.585', expiresAt: '2026-12-23T11:00:00Z', kind: 'hour' } },
    ]);
    const bobs = (await winners('b', 'hour')).find(
      (p) => p.name === 'hour:2026-11-23T10' && p.mine,
    );
    expect(bobs?.status).toBe('claimed');
    expect(
      (await notices('b', 'prize_unclaimed')).filter((n) => n.params.prizeId === bobs?.id),
    ).toEqual([]);
    await t.advance(Date.parse('2026-12-23T11:00:00Z') - t.clock.now().getTime());
    const now = await info('c', 'hour');
    expectRefused(await api.c.post('/api/v2/prize/claim', { id: carols.id }), 'prizeExpired');
    const after = (await winners('c', 'hour')).find((p) => p.id === carols.id);
    expect(after?.status).toBe('expired');
    // Carol's 0.585 and Alice's 0.39 from hour 10 (the others expire in the next hours), and
    // the 0.114 no third place took in hour 13, carried from hour to hour since.
    expect(now).toMatchObject({ name: 'hour:2026-12-23T11', pool: '1.089' });
  });
});
