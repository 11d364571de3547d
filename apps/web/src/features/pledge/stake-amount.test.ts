import { describe, expect, it } from 'vitest';
import { checkStakeAmount, normalizeStakeAmount } from './stake-amount';

const limits = { decimals: 18, balance: '100', min: '10', limitLeft: '50' };

describe('checkStakeAmount', () => {
  it("asks for an amount, then a valid one (spec section 5's messages)", () => {
    expect(checkStakeAmount('', limits)).toBe('enterStakeAmount');
    expect(checkStakeAmount('  ', limits)).toBe('enterStakeAmount');
    expect(checkStakeAmount('abc', limits)).toBe('enterValidAmount');
    expect(checkStakeAmount('1e3', limits)).toBe('enterValidAmount');
    expect(checkStakeAmount('0', limits)).toBe('enterValidAmount');
    expect(checkStakeAmount('1.0000000000000000001', limits)).toBe('enterValidAmount');
  });

  it('refuses below the minimum, above the balance, above what the limit leaves', () => {
    expect(checkStakeAmount('9.999999999999999999', limits)).toBe('belowMin');
    expect(checkStakeAmount('10', limits)).toBeNull();
    expect(checkStakeAmount('50.000000000000000001', limits)).toBe('overLimit');
    expect(checkStakeAmount('100.000000000000000001', limits)).toBe('insufficientBalance');
    expect(checkStakeAmount('50', limits)).toBeNull();
  });

  it('an unstake has no minimum and no limit; the balance is the principal', () => {
    expect(checkStakeAmount('0.5', { decimals: 18, balance: '1' })).toBeNull();
    expect(checkStakeAmount('2', { decimals: 18, balance: '1' })).toBe('insufficientBalance');
  });

  it('an unknown balance does not block typing', () => {
    expect(checkStakeAmount('20', { ...limits, balance: null })).toBeNull();
  });
});

it('normalizes the amount for the API', () => {
  expect(normalizeStakeAmount(' 012.50 ', 18)).toBe('12.5');
});
