// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bpsPercent, formatAmount, ratePercent } from './format';

describe('ratePercent', () => {
  it('turns parts per million a day into a percent figure', () => {
    expect(ratePercent(3000, 'en')).toBe('0.3');
    expect(ratePercent(12_000, 'en')).toBe('1.2');
    expect(ratePercent(12_345, 'en')).toBe('1.2345');
    expect(ratePercent(1, 'en')).toBe('0.0001');
    expect(ratePercent(0, 'en')).toBe('0');
  });
});

describe('bpsPercent and formatAmount', () => {
  it('basis points as a percent figure; amounts truncated at 6 fraction digits', () => {
    expect(bpsPercent(500, 'en')).toBe('5');
    expect(bpsPercent(25, 'en')).toBe('0.25');
    expect(formatAmount('1234.5678919', 'en')).toBe('1,234.567891');
  });
});
