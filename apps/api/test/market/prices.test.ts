import { createPublicClient, custom, http } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { assetAddresses } from '../../src/chain/tokens';
import { AssetBook } from '../../src/ledger/assets';
import { freshPrice } from '../../src/market/fresh';
import { MarketPrices } from '../../src/market/prices';

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
    expect((await freshPrice(market, 'X')).price).toBe('0.5');
    state.up = false;
    pass(301_000);
    await expect(freshPrice(market, 'X')).rejects.toMatchObject({ name: 'AppError' });
    await expect(freshPrice(market, 'X')).rejects.toThrow(/priceStale/);
  });
});
