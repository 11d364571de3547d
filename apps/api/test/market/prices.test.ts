import { createPublicClient, custom, http } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { assetAddresses } from '../../src/chain/tokens';
import type { Db } from '../../src/db/db';
import { AssetBook } from '../../src/ledger/assets';
import { freshQuote } from '../../src/market/fresh';
import { PriceOracle } from '../../src/market/oracle';
import { MarketPrices } from '../../src/market/prices';
import { databases } from '../helpers/databases';

// The reference price's observations live in the database (an embedded one is enough here).
let db: Db;
let closeDb: () => Promise<void>;
beforeAll(async () => {
  const opened = await (databases()[0]?.open() ?? Promise.reject(new Error('no database')));
  db = opened.db;
  closeDb = opened.close;
});
afterAll(() => closeDb());

const deployment = inject('deployment');
const real = createPublicClient({ transport: http(inject('rpcUrl')) });

/** The shared test chain behind a switch (the chain going away), counting what is asked. */
function switchedChain() {
  const state = { up: true, calls: 0 };
  const client = createPublicClient({
    transport: custom(
      {
        async request({ method, params }) {
          state.calls++;
          if (!state.up) throw new Error('the chain does not answer');
          return real.request({ method, params } as never);
        },
      },
      // A failure surfaces at once, not after the transport's back-off.
      { retryCount: 0 },
    ),
  });
  return { client, state };
}

function prices(client: ReturnType<typeof switchedChain>['client']) {
  let now = Date.parse('2026-11-23T12:00:00Z');
  const addresses = assetAddresses(deployment);
  const book = new AssetBook({
    custodyAddress: deployment.vault,
    tokens: (['X', 'USDD', 'TNB'] as const).map((asset) => ({
      asset,
      symbol: asset,
      contractAddress: addresses[asset],
      decimals: 18,
    })),
  });
  const market = new MarketPrices({
    client,
    book,
    pairs: deployment.pairs,
    clock: { now: () => new Date(now) },
    log: { warn() {} },
    cacheMs: 15_000,
    staleMs: 300_000,
    oracle: new PriceOracle(db, { windowSeconds: 1800, observeEverySeconds: 60 }),
    deviationMaxBps: 300,
  });
  return { market, pass: (ms: number) => (now += ms) };
}

describe('market prices from the pairs on chain', () => {
  it('prices X and TNB in USDD from the reserves, exactly', async () => {
    const { client } = switchedChain();
    const { market } = prices(client);
    const x = await market.get('X');
    expect(x).toMatchObject({
      stale: false,
      price: { asset: 'X', price: '0.5', num: 1n, den: 2n },
    });
    expect((await market.get('TNB')).price.price).toBe('0.2');
  });

  it('reads once per 15 s, one read for callers arriving together', async () => {
    const { client, state } = switchedChain();
    const { market, pass } = prices(client);
    await Promise.all([market.get('X'), market.get('X'), market.get('X')]);
    const afterFirst = state.calls;
    pass(14_000);
    await market.get('X');
    expect(state.calls).toBe(afterFirst);
    pass(2_000);
    await market.get('X');
    expect(state.calls).toBeGreaterThan(afterFirst);
  });

  it('serves the last price while the chain is away, stale after 5 minutes', async () => {
    const { client, state } = switchedChain();
    const { market, pass } = prices(client);
    const first = await market.get('X');
    state.up = false;
    pass(60_000);
    expect(await market.get('X')).toEqual({ price: first.price, stale: false });
    pass(250_000);
    expect(await market.get('X')).toEqual({ price: first.price, stale: true });
    state.up = true;
    const back = await market.get('X');
    expect(back.stale).toBe(false);
    expect(back.price.at.getTime()).toBeGreaterThan(first.price.at.getTime());
  });

  it('fails when the chain has never answered', async () => {
    const { client, state } = switchedChain();
    state.up = false;
    await expect(prices(client).market.get('X')).rejects.toThrow('does not answer');
  });
});

describe('a quote (premium, bond, swap)', () => {
  it('is refused while the price is stale', async () => {
    const { client, state } = switchedChain();
    const { market, pass } = prices(client);
    expect((await freshQuote(market, 'X')).price.price).toBe('0.5');
    state.up = false;
    pass(301_000);
    await expect(freshQuote(market, 'X')).rejects.toMatchObject({ name: 'AppError' });
    await expect(freshQuote(market, 'X')).rejects.toThrow(/priceStale/);
  });
});
