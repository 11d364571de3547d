// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkClaim, releaseFor } from './claim-amount';

describe('the turbine claim amount', () => {
  it('is checked in base units against claimable', () => {
    expect(checkClaim('', '10', 18).problem).toBe('enterAmount');
    expect(checkClaim('abc', '10', 18).problem).toBe('enterValidAmount');
    expect(checkClaim('0', '10', 18).problem).toBe('enterValidAmount');
    expect(checkClaim('1.0000000000000000001', '10', 18).problem).toBe('enterValidAmount');
    expect(checkClaim('10.000000000000000001', '10', 18).problem).toBe('tooMuch');
    expect(checkClaim(' 010.50 ', '10.5', 18)).toEqual({ problem: null, amount: '10.5' });
  });

  it('buying X releases as much pending X, at most all of it', () => {
    expect(releaseFor('40', '100', 18)).toBe('40');
    expect(releaseFor('250.5', '100', 18)).toBe('100');
    expect(releaseFor('0.000000000000000001', '100', 18)).toBe('0.000000000000000001');
    expect(releaseFor('x', '100', 18)).toBeNull();
  });
});
