// Prices one trade cannot bend (docs/security.md "Prices"): an attacker moves
// the X/USDD pair on the real local chain with one big trade, waits out the price cache, and
// tries every purchase. Each is refused with the message, or priced no better for the buyer.
import { uniswapV2PairAbi } from '@xbond/contracts/abis';
import type { Deployment } from '@xbond/contracts/deploy';
import { ERRORS } from '@xbond/shared/errors';
import { createPublicClient, createTestClient, formatUnits, http, parseUnits } from 'viem';
import { foundry } from 'viem/chains';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { isqrt } from '../../src/market/reference';
import { manualClock } from '../helpers/clock';
import { databases } from '../helpers/databases';
import { call, type MoneyApp } from '../helpers/money';
import { ownAccount, ownChain, ownMoneyApp, swapIntoPair } from '../helpers/own-chain';
import { transfer } from '../helpers/product';

const chain = ownChain();
const [operator, alice] = [ownAccount(0), ownAccount(1)];
const units = (amount: string) => parseUnits(amount, 18);
const text = (n: bigint) => formatUnits(n, 18);
const MOVING = ERRORS.marketMoving;
/**
 * At most what 16 s of the trade's price moved a half hour's average: under 1%, where the
 * trade itself moved spot by half or more.
 */
const atMostAverageMove = (after: string, before: string) =>
  expect(units(after) * 100n).toBeLessThanOrEqual(units(before) * 101n);

interface Quoted {
  price: string;
  reference: string;
  deviationBps: number;
  moving: boolean;
}

describe.each(databases())('prices one trade cannot bend, on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let m: MoneyApp;
  let deployment: Deployment;
  let auth: string;
  const clock = manualClock('2026-01-01T00:00:00Z');

  const transport = () => http(chain.rpcUrl, { retryCount: 0 });
  /** The product's clock and the chain's move together, as the demo's time control moves them. */
  async function pass(seconds: number) {
    const next = new Date(clock.now().getTime() + seconds * 1000);
    clock.set(next.toISOString());
    const test = createTestClient({ chain: foundry, transport: transport(), mode: 'anvil' });
    await test.request({
      method: 'evm_setTime',
      params: [Math.floor(next.getTime() / 1000)],
    } as never);
    await test.mine({ blocks: 1 });
    const tick = await m.app.jobs.tick();
    expect(tick.failed, String(tick.failed?.error)).toBeUndefined();
  }
  const get = async <T>(url: string, query: Record<string, string> = {}) => {
    const res = await call(m.app, auth, 'GET', `${url}?${new URLSearchParams(query)}`);
    expect(res.code, res.msg).toBe(1);
    return res.data as T;
  };
  const post = (url: string, body: object) =>
    call(m.app, auth, 'POST', url, body, { 'idempotency-key': crypto.randomUUID() });
  const refusedAsMoving = (res: { code: number; msg: string }) =>
    expect(res).toMatchObject({ code: MOVING.code, msg: MOVING.msg.en });

  const bondQuote = () =>
    get<{ payout: string; bondPrice: string; marketPrice: string; market: Quoted }>(
      '/api/v2/bond/quote',
      {
        amount: '1000',
        days: '5',
      },
    );
  const swapQuote = () =>
    get<{ amountOut: string; markets: Quoted[] }>('/api/v2/swap/quote', {
      from: 'USDD',
      to: 'X',
      amount: '1000',
    });
  const flowInfo = () => get<{ lpValue: string; market: Quoted }>('/api/v2/flowbond/info');
  /** The pair's reserves and LP supply on chain now. */
  async function pair() {
    const client = createPublicClient({ chain: foundry, transport: transport() });
    const read = { address: deployment.pairs.X_USDD.address, abi: uniswapV2PairAbi } as const;
    const [token0, [r0, r1], supply] = await Promise.all([
      client.readContract({ ...read, functionName: 'token0' }),
      client.readContract({ ...read, functionName: 'getReserves' }),
      client.readContract({ ...read, functionName: 'totalSupply' }),
    ]);
    const xIs0 = token0.toLowerCase() === deployment.tokens.X.address.toLowerCase();
    return { x: xIs0 ? r0 : r1, usdd: xIs0 ? r1 : r0, supply };
  }

  beforeAll(async () => {
    ({ db, close } = await database.open());
    // The clock starts at the chain's time: the reference averages the chain's accumulators.
    const client = createPublicClient({ chain: foundry, transport: transport() });
    const head = await client.getBlock({ blockTag: 'latest' });
    clock.set(new Date(Number(head.timestamp) * 1000 + 60_000).toISOString());
    m = await ownMoneyApp(db, chain, clock);
    deployment = m.deployment;
    auth = await m.login(alice);
    const t = deployment.tokens;
    await transfer(chain.rpcUrl, alice, t.X.address, deployment.vault, '20000');
    await transfer(chain.rpcUrl, alice, t.USDD.address, deployment.vault, '20000');
    await transfer(chain.rpcUrl, alice, deployment.pairs.X_USDD.address, deployment.vault, '100');
    await m.app.watcher.tick();
    // The reference's history: an observation at start, and half an hour and more of it.
    await m.app.market.observe();
    await pass(31 * 60);
  });
  afterAll(async () => {
    await m?.app.close();
    await close?.();
  });
  afterEach(async () => {
    await m.expectConserved();
  });

  it('one trade crashing X: bonds, liquidity bonds and swaps are refused; quotes no better', async () => {
    const [bond0, swap0, flow0] = await Promise.all([bondQuote(), swapQuote(), flowInfo()]);
    expect(bond0.market).toMatchObject({ price: '0.5', reference: '0.5', moving: false });
    await swapIntoPair(chain.rpcUrl, deployment, operator, 'X', '1000000');
    await pass(16);

    const bond = await bondQuote();
    expect(bond.market.moving).toBe(true);
    expect(Number(bond.market.price)).toBeLessThan(0.23);
    expect(Number(bond.market.reference)).toBeGreaterThan(0.49);
    atMostAverageMove(bond.payout, bond0.payout);
    refusedAsMoving(
      await post('/api/v2/bond/buy', { amount: '1000', days: 5, maxPrice: bond.bondPrice }),
    );

    const swap = await swapQuote();
    expect(swap.markets[0]?.moving).toBe(true);
    atMostAverageMove(swap.amountOut, swap0.amountOut);
    refusedAsMoving(
      await post('/api/v2/swap/exchange', {
        from: 'USDD',
        to: 'X',
        amount: '1000',
        quotedOut: swap.amountOut,
      }),
    );

    const flow = await flowInfo();
    expect(flow.market.moving).toBe(true);
    expect(units(flow.lpValue)).toBeLessThanOrEqual(units(flow0.lpValue));
    refusedAsMoving(await post('/api/v2/flowbond/donate', { amount: '10', days: 30 }));
  });

  it('a move that stays reaches the reference: purchases open again at the new price', async () => {
    await pass(24 * 3600);
    const bond = await bondQuote();
    expect(bond.market.moving).toBe(false);
    // What is left of the seconds before the crash in a day's average.
    expect(bond.market.deviationBps).toBeLessThan(10);
    expect(Number(bond.market.reference)).toBeLessThan(0.23);
    const bought = await post('/api/v2/bond/buy', {
      amount: '1000',
      days: 5,
      maxPrice: bond.bondPrice,
    });
    expect(bought.code, bought.msg).toBe(1);
    expect((bought.data as { payout: string }).payout).toBe(bond.payout);
  });

  it('one trade pumping X: insurance is refused; its quote guarantees no more', async () => {
    const order = await post('/api/v2/pledge/regular/create', { amount: '1000', days: 30 });
    expect(order.code, order.msg).toBe(1);
    const orderId = (order.data as { id: string }).id;
    const query = { orderId, currency: 'USDD', amount: '1000' };
    const before = await get<{ guarantee: string }>('/api/v2/insurance/quote', query);
    await swapIntoPair(chain.rpcUrl, deployment, operator, 'USDD', '1000000');
    await pass(16);
    const after = await get<{ guarantee: string; market: Quoted }>(
      '/api/v2/insurance/quote',
      query,
    );
    expect(after.market.moving).toBe(true);
    expect(Number(after.market.price)).toBeGreaterThan(Number(after.market.reference) * 1.5);
    atMostAverageMove(after.guarantee, before.guarantee);
    refusedAsMoving(await post('/api/v2/insurance/buy', { ...query, agree: true }));
    // The one-reserve value of LP jumped with the USDD reserve; the fair value did not.
    const p = await pair();
    const flow = await flowInfo();
    expect(units(flow.lpValue) * 2n).toBeLessThan((2n * units('1') * p.usdd) / p.supply);
  });

  it('values LP by the fair reserves: 2 sqrt(x y p) shared by the supply, exactly', async () => {
    // A day, then an hour more: the reference averages from an observation after the trade.
    await pass(24 * 3600);
    await pass(3600);
    const p = await pair();
    const flow = await flowInfo();
    expect(flow.market.moving).toBe(false);
    // The price has stood since the last observation: the reference is the pair's own UQ112x112
    // price, floor(usdd * 2^112 / x) / 2^112.
    const q112 = (p.usdd << 112n) / p.x;
    const one = units('1');
    expect(flow.lpValue).toBe(
      text(isqrt((4n * one * one * p.x * p.usdd * q112) >> 112n) / p.supply),
    );
  });

  it('within the deviation limit a purchase is made at the worse price; past it, refused', async () => {
    const before = await bondQuote();
    expect(before.market.moving).toBe(false);
    // 1.25% more X in the pair: spot falls about 2.5%, under the 3% limit.
    const p = await pair();
    await swapIntoPair(chain.rpcUrl, deployment, operator, 'X', text(p.x / 80n));
    await pass(16);
    const small = await bondQuote();
    expect(small.market.moving).toBe(false);
    expect(small.market.deviationBps).toBeGreaterThan(100);
    expect(small.market.deviationBps).toBeLessThanOrEqual(300);
    // Priced at the reference, not the lower spot.
    expect(Number(small.market.price)).toBeLessThan(Number(small.market.reference));
    expect(small.marketPrice).toBe(small.market.reference);
    const bought = await post('/api/v2/bond/buy', {
      amount: '1000',
      days: 5,
      maxPrice: small.bondPrice,
    });
    expect(bought.code, bought.msg).toBe(1);
    expect((bought.data as { payout: string }).payout).toBe(small.payout);
    await swapIntoPair(chain.rpcUrl, deployment, operator, 'X', text(p.x / 40n));
    await pass(16);
    const past = await bondQuote();
    expect(past.market.deviationBps).toBeGreaterThan(300);
    expect(past.market.moving).toBe(true);
    refusedAsMoving(
      await post('/api/v2/bond/buy', { amount: '1000', days: 5, maxPrice: past.bondPrice }),
    );
  });

  it('a crash of X that stays is what insurance pays on, at the reference read at maturity', async () => {
    await pass(24 * 3600);
    await pass(3600);
    const order = await post('/api/v2/pledge/regular/create', { amount: '2000', days: 30 });
    expect(order.code, order.msg).toBe(1);
    const orderId = (order.data as { id: string }).id;
    const bought = await post('/api/v2/insurance/buy', {
      orderId,
      currency: 'USDD',
      amount: '2000',
      agree: true,
    });
    expect(bought.code, bought.msg).toBe(1);
    const policy = bought.data as { id: string; guarantee: string };
    await swapIntoPair(chain.rpcUrl, deployment, operator, 'X', '1500000');
    await pass(16);
    await pass(31 * 24 * 3600);
    const settled = await get<{ status: string; maturityPrice: string; payout: string }>(
      '/api/v2/insurance/detail',
      { id: policy.id },
    );
    // Read now, at the same block and time, the reference is the one the settlement used.
    const now = await m.app.market.readNow('X');
    expect(settled).toMatchObject({ status: 'paid_out', maturityPrice: now.reference.price });
    expect(now.deviationBps).toBeLessThan(10);
    expect(units(settled.payout)).toBeGreaterThan(units(policy.guarantee) / 2n);
  });
});
