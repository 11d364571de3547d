import { describe, expect, it } from 'vitest';
import { placePrizes } from '../../src/prize/settle';
import { parseShares } from '../../src/trading/prize-settings';

const traders = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ userId: String(i + 1), volume: BigInt(100 - i) }));

describe('prize places (docs/trading.md)', () => {
  it('pay each place its share of the pot, rounded down', () => {
    expect(placePrizes(1001n, [5000, 3000, 2000], traders(3)).map((p) => p.amount)).toEqual([
      500n,
      300n,
      200n,
    ]);
  });

  it('leave the places without a trader unpaid, and never pay more than the pot', () => {
    const prizes = placePrizes(1000n, [5000, 3000, 2000], traders(1));
    expect(prizes).toEqual([{ rank: 1, userId: '1', volume: 100n, amount: 500n }]);
    expect(placePrizes(0n, [5000], traders(2))).toEqual([]);
    const ten = placePrizes(
      999n,
      [2500, 1800, 1400, 1100, 900, 700, 600, 400, 300, 300],
      traders(12),
    );
    expect(ten).toHaveLength(10);
    expect(ten.reduce((s, p) => s + p.amount, 0n)).toBeLessThanOrEqual(999n);
  });

  it('read from a list of basis points that add up to at most 10000', () => {
    expect(parseShares('5000,3000,2000')).toEqual([5000, 3000, 2000]);
    expect(parseShares('6000,5000')).toMatch(/more than 10000/);
    expect(parseShares('50%')).toMatch(/basis points/);
    expect(parseShares('100,0')).toMatch(/above 0/);
  });
});
