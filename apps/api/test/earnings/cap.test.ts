import { describe, expect, it } from 'vitest';
import { splitReward } from '../../src/earnings/cap';

describe('splitReward (the exit cap, then the pool’s pro-rata share)', () => {
  const full = { pool: 1000n, due: 100n };

  it('pays in full under the cap from a pool that has enough', () => {
    expect(splitReward(60n, 100n, full)).toEqual({ paid: 60n, frozen: 0n, shortfall: 0n });
  });

  it('freezes what is over the cap', () => {
    expect(splitReward(60n, 40n, full)).toEqual({ paid: 40n, frozen: 20n, shortfall: 0n });
    expect(splitReward(60n, 0n, full)).toEqual({ paid: 0n, frozen: 60n, shortfall: 0n });
  });

  it('pays a short pool’s share, rounded down, and records the rest as shortfall', () => {
    // The pool holds 2 of the 3 the day asks: 2/3 of 10 = 6.67 -> 6.
    expect(splitReward(10n, 100n, { pool: 2n, due: 3n })).toEqual({
      paid: 6n,
      frozen: 0n,
      shortfall: 4n,
    });
    expect(splitReward(10n, 100n, { pool: 0n, due: 3n })).toEqual({
      paid: 0n,
      frozen: 0n,
      shortfall: 10n,
    });
  });

  it('applies the cap before the share', () => {
    expect(splitReward(10n, 4n, { pool: 1n, due: 2n })).toEqual({
      paid: 2n,
      frozen: 6n,
      shortfall: 2n,
    });
  });
});
