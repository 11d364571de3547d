// Prices (docs/insurance.md, "Market price"): a trader moves X's pair on chain, a little (within
// the deviation limit) or a lot, always back towards where it started, and a reserve bond is tried
// at once past the price cache. A purchase while spot is too far from the reference is refused with
// `marketMoving` and changes nothing (the run's check after every refused step); one that goes
// through is priced at the higher of spot and reference. Chain time passing lets the reference
// catch up with a move that stays.
import { buyBond } from '#src/reserveBond/buy';
import type { World } from '../world';
import { freshKey, type Step } from './step';

/** The pair's seeded price: moves lean back towards it, so X's price stays near it. */
const SEEDED = 0.5;

async function moveAndBuy(w: World, userId: string): Promise<boolean> {
  const before = (await w.reserve.market.get('X')).price;
  const large = w.rng.chance(0.25);
  // A small move is well within the 3% limit; a large one well past it.
  const share = large ? w.rng.int(40, 80) / 1000 : w.rng.int(1, 5) / 1000;
  const sellX = Number(before.price) > SEEDED;
  const reserve = sellX ? before.reserves.token : before.reserves.usdd;
  const amount = (Number(reserve / 10n ** 18n) * share).toFixed(0);
  await w.tradeIntoPair(sellX ? 'X' : 'USDD', amount);
  // Past the price cache, as an attacker would wait.
  w.clock.set(new Date(w.clock.now().getTime() + 16_000).toISOString());
  const { price } = await w.reserve.market.get('X');
  expectOracle(w, price.moving, price.deviationBps);
  const body = { amount: w.rng.amount(200), days: 5, maxPrice: '1' };
  const bond = await buyBond(w.reserve, userId, body, freshKey());
  if (price.moving) throw new Error(`a bond was sold while the market was moving (${price.price})`);
  // The higher of the two: one trade that makes X cheap does not make the bond cheap.
  const higher =
    price.reference.num * price.den > price.num * price.reference.den
      ? price.reference.price
      : price.price;
  if (bond.marketPrice !== higher) {
    throw new Error(`bond priced at ${bond.marketPrice}, not the higher of spot and reference`);
  }
  return true;
}

/** `moving` is exactly "further from the reference than PRICE_DEVIATION_MAX_BPS". */
function expectOracle(w: World, moving: boolean, deviationBps: number) {
  if (moving !== deviationBps > w.m.config.market.deviationMaxBps) {
    throw new Error(`moving ${moving} at ${deviationBps} bps from the reference`);
  }
}

export const priceSteps: Step[] = [
  {
    kind: 'priceMove',
    weight: 0.4,
    run: (w, user) => moveAndBuy(w, user.id),
  },
  {
    kind: 'priceSettles',
    weight: 0.4,
    async run(w) {
      // Half an hour and more of chain time: the reference reaches a move that stayed.
      await w.chainTimePasses(31 * 60);
      await w.reserve.market.observe();
      return true;
    },
  },
];
