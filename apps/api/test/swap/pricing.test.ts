import { describe, expect, it } from 'vitest';
import {
  covers,
  curveOut,
  minimumOut,
  prizeShare,
  swapFee,
  treasuryMoves,
  usddValue,
} from '../../src/swap/pricing';

const E18 = 10n ** 18n;
// 1 X = 0.5 USDD, 1 TNB = 0.2 USDD, as the local chain seeds them.
const reserves = {
  X: { token: 2_000_000n * E18, usdd: 1_000_000n * E18 },
  TNB: { token: 5_000_000n * E18, usdd: 1_000_000n * E18 },
};

describe('swap pricing (docs/trading.md)', () => {
  it('takes the fee from the input rounded up, so dust pays a whole base unit', () => {
    expect(swapFee(10_000n, 30)).toBe(30n);
    expect(swapFee(10_001n, 30)).toBe(31n);
    expect(swapFee(1n, 30)).toBe(1n);
    expect(swapFee(1n, 0)).toBe(0n);
  });

  it('prices one hop by x*y=k, rounded down, never the whole reserve', () => {
    const net = 997n * E18;
    const { out, impactBps } = curveOut('USDD', 'X', net, reserves);
    expect(out).toBe((net * reserves.X.token) / (reserves.X.usdd + net));
    expect(impactBps).toBe(9);
    const huge = curveOut('X', 'USDD', 10n ** 40n, reserves);
    expect(huge.out).toBeLessThan(reserves.X.usdd);
    expect(huge.impactBps).toBeGreaterThan(9_900);
  });

  it('goes X <-> TNB through USDD, the impact of both curves against the mid price', () => {
    const net = 1_000n * E18;
    const usdd = (net * reserves.X.usdd) / (reserves.X.token + net);
    const tnb = (usdd * reserves.TNB.token) / (reserves.TNB.usdd + usdd);
    expect(curveOut('X', 'TNB', net, reserves).out).toBe(tnb);
    // Mid: 1,000 X = 500 USDD = 2,500 TNB.
    expect(curveOut('X', 'TNB', net, reserves).impactBps).toBe(
      Number(((2_500n * E18 - tnb) * 10_000n) / (2_500n * E18)),
    );
  });

  it('refuses a route through a pair it has no price for', () => {
    expect(() => curveOut('USDD', 'TNB', E18, { X: reserves.X })).toThrow(/no reserves of TNB/);
  });

  it('values amounts in USDD at the mid price, and the prize share, rounded down', () => {
    expect(usddValue('USDD', 7n, reserves)).toBe(7n);
    expect(usddValue('X', 3n, reserves)).toBe(1n);
    expect(usddValue('TNB', 10n * E18, reserves)).toBe(2n * E18);
    expect(prizeShare('X', 3n * E18, 5000, reserves)).toBe((3n * E18) / 4n);
  });

  it('fills for at least the quote less the slippage, rounded down', () => {
    expect(minimumOut(10_000n, 50)).toBe(9_950n);
    expect(minimumOut(1n, 50)).toBe(0n);
  });

  it('fills when the treasury covers the output and the prize share', () => {
    const moves = treasuryMoves({ from: 'X', to: 'USDD', amount: 100n }, 49n, 1n);
    expect(moves).toEqual(
      new Map([
        ['X', 100n],
        ['USDD', -50n],
      ]),
    );
    expect(covers(new Map([['USDD', 50n]]), moves)).toBe(true);
    expect(covers(new Map([['USDD', 49n]]), moves)).toBe(false);
    // Paid in USDD, the prize share comes out of the input.
    const fromUsdd = treasuryMoves({ from: 'USDD', to: 'TNB', amount: 100n }, 400n, 1n);
    expect(fromUsdd.get('USDD')).toBe(99n);
  });
});
