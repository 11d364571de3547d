// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkPair, checkSwapAmount, normalizeSwapAmount, pick } from './pair';

const limits = { decimals: 18, balance: '100.5' };

describe('swap checks (spec section 5)', () => {
  it('asks for the outgoing, then the incoming currency, and refuses one asset on both sides', () => {
    expect(checkPair({ from: null, to: 'X' })).toBe('selectOutCurrency');
    expect(checkPair({ from: 'USDD', to: null })).toBe('selectInCurrency');
    expect(checkPair({ from: 'X', to: 'X' })).toBe('selectExchangeCurrency');
    expect(checkPair({ from: 'USDD', to: 'TNB' })).toBeNull();
  });

  it("picking the other side's asset swaps the sides", () => {
    expect(pick({ from: 'USDD', to: 'X' }, 'to', 'USDD')).toEqual({ from: 'X', to: 'USDD' });
    expect(pick({ from: 'USDD', to: 'X' }, 'from', 'X')).toEqual({ from: 'X', to: 'USDD' });
    expect(pick({ from: 'USDD', to: null }, 'to', 'TNB')).toEqual({ from: 'USDD', to: 'TNB' });
    expect(pick({ from: 'USDD', to: null }, 'to', 'USDD')).toEqual({ from: null, to: 'USDD' });
  });

  it('empty, malformed, zero, too precise, above the balance; exact at the balance', () => {
    expect(checkSwapAmount('  ', limits)).toBe('enterOutAmount');
    expect(checkSwapAmount('1e3', limits)).toBe('enterCorrectAmount');
    expect(checkSwapAmount('-1', limits)).toBe('enterCorrectAmount');
    expect(checkSwapAmount('0.000', limits)).toBe('enterCorrectAmount');
    expect(checkSwapAmount(`0.${'0'.repeat(18)}1`, limits)).toBe('enterCorrectAmount');
    expect(checkSwapAmount('100.500000000000000001', limits)).toBe('insufficientBalance');
    expect(checkSwapAmount('100.5', limits)).toBeNull();
    expect(checkSwapAmount('1000', { decimals: 18, balance: null })).toBeNull();
  });

  it('normalizes what it sends', () => {
    expect(normalizeSwapAmount(' 012.50 ', 18)).toBe('12.5');
    expect(normalizeSwapAmount('0', 18)).toBeNull();
    expect(normalizeSwapAmount('abc', 18)).toBeNull();
  });
});
