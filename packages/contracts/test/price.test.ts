// Market prices come from the pairs' reserves: 1 X = 0.5 USDD and 1 TNB = 0.2 USDD as seeded.
import { parseUnits } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { uniswapV2PairAbi } from '../src/abis';
import { POOL_SEEDS } from '../src/deploy';
import { ratioToDecimal, readPairPrice } from '../src/price';
import { clients, devAccount } from './helpers';

const rpcUrl = inject('rpcUrl');
const { tokens, pairs } = inject('deployment');
const { publicClient } = clients(rpcUrl, devAccount(0));

describe('readPairPrice', () => {
  it('prices X at 0.5 USDD from the X/USDD reserves', async () => {
    const p = await readPairPrice(publicClient, pairs.X_USDD.address, tokens.X, tokens.USDD);
    expect(p.price).toBe('0.5');
    expect([p.num, p.den]).toEqual([1n, 2n]);
    expect(p.reserveBase).toBe(parseUnits(POOL_SEEDS.X_USDD.baseAmount, tokens.X.decimals));
    expect(p.reserveQuote).toBe(parseUnits(POOL_SEEDS.X_USDD.quoteAmount, tokens.USDD.decimals));

    // The reserves are the pair's own, whatever its token order.
    const [r0, r1] = await publicClient.readContract({
      address: pairs.X_USDD.address,
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
    });
    expect([r0, r1].sort()).toEqual([p.reserveBase, p.reserveQuote].sort());
  });

  it('prices TNB at 0.2 USDD, reading decimals from the chain when given only addresses', async () => {
    const p = await readPairPrice(
      publicClient,
      pairs.TNB_USDD.address,
      tokens.TNB.address,
      tokens.USDD.address,
    );
    expect(p.price).toBe('0.2');
    expect([p.num, p.den]).toEqual([1n, 5n]);
  });

  it('inverts when base and quote are swapped', async () => {
    const p = await readPairPrice(publicClient, pairs.X_USDD.address, tokens.USDD, tokens.X);
    expect(p.price).toBe('2');
  });

  it('refuses tokens the pair does not hold', async () => {
    await expect(
      readPairPrice(publicClient, pairs.X_USDD.address, tokens.TNB, tokens.USDD),
    ).rejects.toThrow(/not/);
  });
});

describe('ratioToDecimal', () => {
  it('writes exact or truncated decimals without floats', () => {
    expect(ratioToDecimal(1n, 2n)).toBe('0.5');
    expect(ratioToDecimal(10n, 2n)).toBe('5');
    expect(ratioToDecimal(1n, 3n)).toBe('0.333333333333333333');
    expect(ratioToDecimal(2n, 3n, 4)).toBe('0.6666');
    expect(ratioToDecimal(7n, 3n, 0)).toBe('2');
    expect(ratioToDecimal(0n, 5n)).toBe('0');
    expect(ratioToDecimal(10n ** 30n + 1n, 10n ** 30n, 30)).toBe(`1.${'0'.repeat(29)}1`);
    expect(() => ratioToDecimal(1n, 0n)).toThrow(RangeError);
  });
});
