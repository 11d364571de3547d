import { afterEach, describe, expect, it } from 'vitest';
import {
  bpsToPercentInput,
  loadSlippage,
  percentToBps,
  SLIPPAGE_STORAGE_KEY,
  saveSlippage,
  slippagePresets,
  withinBounds,
} from './slippage';

const bounds = { defaultBps: 50, minBps: 10, maxBps: 500 };

afterEach(() => window.localStorage.clear());

describe('slippage tolerance', () => {
  it('offers 0.1%, 0.5% and 1% with the default, inside the bounds only', () => {
    expect(slippagePresets(bounds)).toEqual([10, 50, 100]);
    expect(slippagePresets({ defaultBps: 30, minBps: 20, maxBps: 80 })).toEqual([30, 50]);
  });

  it('reads a percent with at most two decimals', () => {
    expect(percentToBps('0.75')).toBe(75);
    expect(percentToBps('5')).toBe(500);
    expect(percentToBps('0.125')).toBeNull();
    expect(percentToBps('abc')).toBeNull();
    expect(percentToBps('')).toBeNull();
    expect(percentToBps('101')).toBeNull();
    expect(bpsToPercentInput(50)).toBe('0.5');
    expect(bpsToPercentInput(500)).toBe('5');
  });

  it('checks the bounds', () => {
    expect(withinBounds(10, bounds)).toBe(true);
    expect(withinBounds(500, bounds)).toBe(true);
    expect(withinBounds(9, bounds)).toBe(false);
    expect(withinBounds(501, bounds)).toBe(false);
  });

  it('keeps the choice across a reload; a kept value outside new bounds falls back', () => {
    expect(loadSlippage(bounds)).toBe(50);
    saveSlippage(250);
    expect(window.localStorage.getItem(SLIPPAGE_STORAGE_KEY)).toBe('250');
    expect(loadSlippage(bounds)).toBe(250);
    expect(loadSlippage({ defaultBps: 50, minBps: 10, maxBps: 200 })).toBe(50);
  });
});
