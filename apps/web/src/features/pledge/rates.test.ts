// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expectedReward } from './rates';

describe('expectedReward', () => {
  it('is amount x rate x days, exactly', () => {
    expect(expectedReward('1000', 4000, 30)).toBe('120');
    expect(expectedReward('1000', 8000, 90)).toBe('720');
    expect(expectedReward('0.1', 3000, 1)).toBe('0.0003');
  });

  it('decimal math at the product precision of 20 digits, never JS floats', () => {
    expect(expectedReward('123456789.123456789123456789', 12_000, 360)).toBe(
      '533333329.01333332901',
    );
    expect(expectedReward('0.000000000000000001', 4000, 30)).toBe('0.00000000000000000012');
  });
});
