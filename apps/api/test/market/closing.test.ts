import { createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { assetAddresses } from '../../src/chain/tokens';
import type { Db } from '../../src/db/db';
import { AssetBook } from '../../src/ledger/assets';
import { type Accumulator, PriceOracle } from '../../src/market/oracle';
import { referencePriceAt } from '../../src/market/price-at';
import { MarketPrices } from '../../src/market/prices';
import { databases } from '../helpers/databases';

const deployment = inject('deployment');
const Q112 = 1n << 112n;
/** The end of a period, unix seconds: later than the shared chain's blocks, which a fresh read observes. */
const END = 1_900_000_000n;
const MINUTE = 60n;

/**
 * A settlement that runs late (its job failed or waited) reads the reference at its period's
 * end from the observations kept then, not the price at catch-up (docs/time.md, "The state of
 * the day").
 */
describe.each(databases())('the reference at a period end on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let oracle: PriceOracle;
  let market: MarketPrices;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    oracle = new PriceOracle(db, { windowSeconds: 1800, observeEverySeconds: 60 });
    const addresses = assetAddresses(deployment);
    market = new MarketPrices({
      client: createPublicClient({ transport: http(inject('rpcUrl')) }),
      book: new AssetBook({
        custodyAddress: deployment.vault,
        tokens: (['X', 'USDD', 'TNB'] as const).map((asset) => ({
          asset,
          symbol: asset,
          contractAddress: addresses[asset],
          decimals: 18,
        })),
      }),
      pairs: deployment.pairs,
      clock: { now: () => new Date(Number(END + 86_400n) * 1000) },
      log: { warn() {} },
      cacheMs: 15_000,
      staleMs: 300_000,
      oracle,
      deviationMaxBps: 300,
    });
  });
  afterAll(() => close());

  /** Observations a minute apart from `from` to `to`: X at 2 USDD, then 1 USDD for the last 10 min. */
  async function observeMinutes(from: bigint, to: bigint) {
    let cumulative = 0n;
    for (let t = from; t <= to; t += MINUTE) {
      const point: Accumulator = { t, cumulative, block: t };
      await db.query(
        `INSERT INTO price_observations (asset, t, cumulative, block) VALUES ('X', $1, $2, $3)`,
        [String(t), cumulative.toString(), String(t)],
      );
      expect(point.t).toBe(t);
      cumulative += (t >= END - 10n * MINUTE ? 1n : 2n) * Q112 * MINUTE;
    }
  }

  it('averages the window that ends at the period end, long after it', async () => {
    await observeMinutes(END - 3n * 3600n, END);
    // 20 minutes at 2 and 10 at 1 over the 30-minute window: 5/3 USDD.
    const at = new Date(Number(END) * 1000);
    const price = await referencePriceAt(market, 'X', at);
    expect({ num: price.num, den: price.den }).toEqual({ num: 5n, den: 3n });
  });

  it('reads the reference fresh when nothing was kept near the period end', async () => {
    const at = new Date(Number(END + 6n * 3600n) * 1000);
    expect(await market.referenceAt('X', at)).toBeNull();
    const fresh = (await market.readNow('X')).reference;
    const price = await referencePriceAt(market, 'X', at);
    expect(price.price).toBe(fresh.price);
  });

  it('keeps observations for a week past the window, then forgets them', async () => {
    const times = async () =>
      (
        await db.query<{ t: string }>(`SELECT t::text FROM price_observations WHERE asset = 'X'`)
      ).map((r) => BigInt(r.t));
    const at = (t: bigint): Accumulator => ({ t, cumulative: 0n, block: t });
    // A week after the period: its window is still there for a late settlement.
    await oracle.observe('X', at(END + 7n * 86_400n + 1800n));
    expect((await times()).filter((t) => t <= END)).toHaveLength(181);
    // Past eight days and the window, what came before the period's end is forgotten.
    await oracle.observe('X', at(END + 9n * 86_400n));
    expect((await times()).filter((t) => t <= END)).toEqual([END]);
  });
});
