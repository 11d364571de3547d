import { describe, expect, it } from 'vitest';
import { checkAmount, normalizeAmount } from './amount';
import { feePercent, previewFee } from './withdraw-rules';

const RULES = { min: '10', feeBps: 100 };

describe('amount checks (spec section 5)', () => {
  const limits = { decimals: 6, balance: '100.5', min: '10' };

  it.each([
    ['', 'enterAmount'],
    ['   ', 'enterAmount'],
    ['abc', 'enterValidAmount'],
    ['1.2.3', 'enterValidAmount'],
    ['-5', 'enterValidAmount'],
    ['1e3', 'enterValidAmount'],
    ['0', 'enterValidAmount'],
    ['0.000', 'enterValidAmount'],
    ['.5', 'enterValidAmount'],
    ['12.1234567', 'enterValidAmount'], // more fraction digits than the token has
    ['9.999999', 'minWithdraw'],
    ['100.500001', 'insufficientBalance'],
    ['1000', 'insufficientBalance'],
    ['10', null],
    ['100.5', null],
    [' 42.25 ', null],
  ] as const)('%j -> %s', (input, problem) => {
    expect(checkAmount(input, limits)).toBe(problem);
  });

  it('compares exactly, with 18 decimals and 25 digits', () => {
    const big = { decimals: 18, balance: '1234567.000000000000000001' };
    expect(checkAmount('1234567.000000000000000001', big)).toBeNull();
    expect(checkAmount('1234567.000000000000000002', big)).toBe('insufficientBalance');
  });

  it('skips the limits it does not know (no balance yet, no minimum for deposits)', () => {
    expect(checkAmount('5', { decimals: 18 })).toBeNull();
    expect(checkAmount('5', { decimals: 18, balance: null, min: null })).toBeNull();
  });

  it('normalizes what the API receives', () => {
    expect(normalizeAmount(' 012.500 ', 6)).toBe('12.5');
    expect(normalizeAmount('7', 0)).toBe('7');
  });
});

describe('withdrawal fee preview (the server rule: bps of the amount, rounded up)', () => {
  it('1% of 20 is 0.2; the wallet receives 19.8', () => {
    expect(previewFee('20', 18, RULES)).toEqual({ amount: '20', fee: '0.2', net: '19.8' });
  });

  it('rounds the fee up to a base unit, never down', () => {
    expect(previewFee('10.000001', 6, RULES)).toEqual({
      amount: '10.000001',
      fee: '0.100001',
      net: '9.9',
    });
  });

  it('shows the rate in percent', () => {
    expect(feePercent(RULES)).toBe('1');
    expect(feePercent({ min: '1', feeBps: 25 })).toBe('0.25');
    expect(feePercent({ min: '1', feeBps: 0 })).toBe('0');
  });
});
