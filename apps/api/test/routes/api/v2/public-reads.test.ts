import type { ReserveBondInfo } from '@xbond/shared/api/reserveBond';
import { ERRORS } from '@xbond/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '#test/helpers/app';
import { databases } from '#test/helpers/databases';
import {
  alice,
  expectOk,
  fileChain,
  type TradingApp,
  trader,
  tradingApp,
} from '#test/helpers/trading';

const chain = fileChain();

/** docs/api.md "Public reads": every route a visitor's pages ask before connecting. */
const PUBLIC_READS: readonly [url: string, query: Record<string, string>][] = [
  ['/api/v2/common/system_info', {}],
  ['/api/v2/common/market', {}],
  ['/api/v2/pledge/rates', {}],
  ['/api/v2/bond/info', {}],
  ['/api/v2/bond/quote', { amount: '100', days: '5' }],
  ['/api/v2/flowbond/market', {}],
  ['/api/v2/swap/quote', { from: 'USDD', to: 'X', amount: '10' }],
  ['/api/v2/insurance/summary', {}],
  ['/api/v2/prize/info', { period: 'hour' }],
  ['/api/v2/prize/ranking', { period: 'hour' }],
  ['/api/v2/prize/winners', { period: 'hour' }],
];

/** Fields that would be someone's own: none may appear in a public answer. */
const PERSONAL = new Set([
  'mine',
  'items',
  'flexible',
  'claimable',
  'earnings',
  'userId',
  'user_id',
  'token',
  'balances',
  'principal',
  'lp',
  'claimableLp',
  'claimableX',
]);
/** A signed-in viewer's own standing: a visitor's answer carries it empty. */
const EMPTY_FOR_VISITORS: Record<string, unknown> = {
  yourVolume: '0',
  yourRank: null,
  mine: false,
};
/** The ranking's and winners' lists are public by design, their addresses masked. */
const LISTS = new Set(['/api/v2/prize/ranking', '/api/v2/prize/winners']);

/** Every key in `value`, deep, with its value. */
function entriesOf(value: unknown, out: [string, unknown][] = []): [string, unknown][] {
  if (Array.isArray(value)) for (const v of value) entriesOf(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.push([k, v]);
      entriesOf(v, out);
    }
  return out;
}

describe.each(databases())('the public reads on $name', (database) => {
  let t: TradingApp;
  let a: Awaited<ReturnType<typeof trader>>;
  const visitor = () => t.api('');

  beforeAll(async () => {
    t = await tradingApp(chain(), database, {
      start: '2026-11-23T10:00:00Z',
      treasury: { X: '300000', USDD: '300000', TNB: '300000' },
    });
    // A user with money in play: nothing of theirs may show in what a visitor reads.
    a = await trader(t, alice, { X: '5000', USDD: '5000' });
    expectOk(await a.post('/api/v2/pledge/current/stake', { amount: '100' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(PUBLIC_READS)('%s answers without a session, and nobody’s own', async (url, query) => {
    const shown = expectOk<unknown>(await visitor().get(url, query));
    const personal = entriesOf(shown).filter(([k, v]) =>
      k in EMPTY_FOR_VISITORS
        ? v !== EMPTY_FOR_VISITORS[k]
        : PERSONAL.has(k) && !(LISTS.has(url) && k === 'items'),
    );
    expect(personal, url).toEqual([]);
    const text = JSON.stringify(shown).toLowerCase();
    expect(text).not.toContain(alice.address.toLowerCase());
  });

  it('answers a visitor and a signed-in user the same figures', async () => {
    for (const url of [
      '/api/v2/pledge/rates',
      '/api/v2/flowbond/market',
      '/api/v2/insurance/summary',
    ]) {
      expect(expectOk(await a.get(url)), url).toEqual(expectOk(await visitor().get(url)));
    }
  });

  it('serves no figure older than a posting: a purchase shows in the capacity at once', async () => {
    const before = expectOk<ReserveBondInfo>(await visitor().get('/api/v2/bond/info'));
    expectOk(await a.post('/api/v2/bond/buy', { amount: '100', days: 5, maxPrice: '10' }));
    const after = expectOk<ReserveBondInfo>(await visitor().get('/api/v2/bond/info'));
    expect(Number(after.capacity.sold)).toBeGreaterThan(Number(before.capacity.sold));
  });

  it('follows the product clock: a moved clock is answered by its own time', async () => {
    const before = expectOk<ReserveBondInfo>(await visitor().get('/api/v2/bond/info'));
    await t.advance(60_000);
    const after = expectOk<ReserveBondInfo>(await visitor().get('/api/v2/bond/info'));
    expect(Date.parse(after.serverTime) - Date.parse(before.serverTime)).toBe(60_000);
  });
});

describe.each(databases())('the public reads’ rate limit on $name', (database) => {
  const LIMIT = 3;
  let app: TestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const opened = await database.open();
    close = opened.close;
    ({ app } = await createTestApp(opened.db, { RATE_LIMIT_PER_MIN: String(LIMIT) }));
  });
  afterAll(async () => {
    await app?.close();
    await close?.();
  });

  it.each(PUBLIC_READS.map(([url, query], i) => [url, query, `10.0.7.${i + 1}`] as const))(
    '%s allows RATE_LIMIT_PER_MIN a minute per IP',
    async (url, query, ip) => {
      const ask = () =>
        app.inject({
          method: 'GET',
          url: `${url}?${new URLSearchParams(query)}`,
          remoteAddress: ip,
        });
      for (let i = 0; i < LIMIT; i++) expect((await ask()).statusCode, url).not.toBe(429);
      const refused = await ask();
      expect(refused.statusCode, url).toBe(429);
      expect(envelope(refused).code).toBe(ERRORS.rateLimited.code);
    },
  );
});
