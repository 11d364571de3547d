// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkAmount, normalizeAmount } from './amount-check';

const limits = { decimals: 18, balance: '100', min: '10', limitLeft: '50' };

describe('checkAmount', () => {
  it("asks for an amount, then a valid one (spec section 5's messages)", () => {
    expect(checkAmount('', limits)).toBe('empty');
    expect(checkAmount('  ', limits)).toBe('empty');
    expect(checkAmount('abc', limits)).toBe('enterValidAmount');
    expect(checkAmount('1e3', limits)).toBe('enterValidAmount');
    expect(checkAmount('0', limits)).toBe('enterValidAmount');
    expect(checkAmount('1.0000000000000000001', limits)).toBe('enterValidAmount');
  });

  it('refuses below the minimum, above the balance, above what the limit leaves', () => {
    expect(checkAmount('9.999999999999999999', limits)).toBe('belowMin');
    expect(checkAmount('10', limits)).toBeNull();
    expect(checkAmount('50.000000000000000001', limits)).toBe('overLimit');
    expect(checkAmount('100.000000000000000001', limits)).toBe('insufficientBalance');
    expect(checkAmount('50', limits)).toBeNull();
  });

  it('an unstake has no minimum and no limit; the balance is the principal', () => {
    expect(checkAmount('0.5', { decimals: 18, balance: '1' })).toBeNull();
    expect(checkAmount('2', { decimals: 18, balance: '1' })).toBe('insufficientBalance');
  });

  it('an unknown balance does not block typing', () => {
    expect(checkAmount('20', { ...limits, balance: null })).toBeNull();
  });
});

it('normalizes the amount for the API', () => {
  expect(normalizeAmount(' 012.50 ', 18)).toBe('12.5');
});
