import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MAX_DIGITS,
  AMOUNT_MAX_LENGTH,
  AMOUNT_PATTERN,
  AmountError,
  formatAmount,
  formatDisplay,
  parseAmount,
} from './amount';
import { LOCALE_BCP47, LOCALES } from './locales';
import { div, InvalidNumberError } from './math';

function reasonOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof AmountError) return e.reason;
    throw e;
  }
  return undefined;
}

describe('parseAmount', () => {
  it('scales to base units exactly', () => {
    expect(parseAmount('12.5', 18)).toBe(12_500_000_000_000_000_000n);
    expect(parseAmount('0.000000000000000001', 18)).toBe(1n);
    expect(parseAmount('1', 0)).toBe(1n);
    expect(parseAmount('0', 6)).toBe(0n);
    expect(parseAmount('1.000001', 6)).toBe(1_000_001n);
    expect(parseAmount('007', 2)).toBe(700n);
  });

  it('stays exact beyond the range of JS numbers', () => {
    expect(parseAmount('123456789012345678901234.5', 18)).toBe(
      123456789012345678901234500000000000000000n,
    );
  });

  it.each([null, undefined, '', '   '])('%j is empty', (input) => {
    expect(reasonOf(() => parseAmount(input, 18))).toBe('empty');
  });

  it.each([
    '-1',
    '+1',
    '1e5',
    '.5',
    '5.',
    '1,000',
    '1.2.3',
    ' 1',
    '1 ',
    'abc',
    '0x10',
    'Infinity',
    '１',
  ])('%j is a format error', (input) => {
    expect(reasonOf(() => parseAmount(input, 18))).toBe('format');
  });

  it('rejects a non-string at runtime as format', () => {
    expect(reasonOf(() => parseAmount(12 as unknown as string, 18))).toBe('format');
  });

  it('at most `decimals` fraction digits: boundary both sides', () => {
    expect(parseAmount('1.123456', 6)).toBe(1_123_456n);
    expect(reasonOf(() => parseAmount('1.1234567', 6))).toBe('precision');
    expect(reasonOf(() => parseAmount('1.50', 1))).toBe('precision'); // as written, no rounding
    expect(reasonOf(() => parseAmount('1.5', 0))).toBe('precision');
  });

  it('base units have at most 78 digits: boundary both sides', () => {
    expect(AMOUNT_MAX_DIGITS).toBe(78);
    const max = '9'.repeat(78);
    expect(parseAmount(max, 0)).toBe(10n ** 78n - 1n);
    expect(reasonOf(() => parseAmount(`1${'0'.repeat(78)}`, 0))).toBe('range');
    // 60 integer digits + 18 decimals = 78 digits: fine; one more is out of range
    expect(parseAmount('9'.repeat(60), 18)).toBe(10n ** 78n - 10n ** 18n);
    expect(reasonOf(() => parseAmount('1'.repeat(61), 18))).toBe('range');
  });

  it('the largest uint256 fits', () => {
    const uint256Max = 2n ** 256n - 1n;
    expect(parseAmount(uint256Max.toString(), 0)).toBe(uint256Max);
  });

  it('over-long strings are refused before parsing: boundary both sides', () => {
    const longest = `${'0'.repeat(AMOUNT_MAX_LENGTH - 1)}1`;
    expect(parseAmount(longest, 0)).toBe(1n);
    expect(reasonOf(() => parseAmount(`0${longest}`, 0))).toBe('range');
    expect(reasonOf(() => parseAmount('x'.repeat(1_000_000), 0))).toBe('range');
  });

  it('the error is typed and carries its input', () => {
    try {
      parseAmount('abc', 18);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AmountError);
      expect((e as AmountError).code).toBe('INVALID_AMOUNT');
      expect((e as AmountError).input).toBe('abc');
      expect((e as Error).name).toBe('AmountError');
    }
  });

  it.each([-1, 1.5, 79, Number.NaN])('rejects decimals %j as a programming error', (d) => {
    expect(() => parseAmount('1', d)).toThrow(RangeError);
    expect(() => formatAmount(1n, d)).toThrow(RangeError);
  });
});

describe('AMOUNT_PATTERN', () => {
  const re = new RegExp(AMOUNT_PATTERN);
  it('is a string usable as a JSON-schema pattern', () => {
    expect(typeof AMOUNT_PATTERN).toBe('string');
  });
  it.each(['0', '12.5', '007', '0.000001'])('accepts %j', (s) => {
    expect(re.test(s)).toBe(true);
  });
  it.each(['', '-1', '1.', '.1', '1e5', ' 1', '1,0', '1.2.3'])('refuses %j', (s) => {
    expect(re.test(s)).toBe(false);
  });
});

describe('formatAmount', () => {
  it('formats exactly and trims trailing zeros', () => {
    expect(formatAmount(12_500_000_000_000_000_000n, 18)).toBe('12.5');
    expect(formatAmount(1n, 18)).toBe('0.000000000000000001');
    expect(formatAmount(1_000_000n, 6)).toBe('1');
    expect(formatAmount(0n, 18)).toBe('0');
    expect(formatAmount(42n, 0)).toBe('42');
  });

  it('keeps the sign of negatives', () => {
    expect(formatAmount(-325n, 2)).toBe('-3.25');
    expect(formatAmount(-1n, 3)).toBe('-0.001');
  });

  it('round-trips through parseAmount', () => {
    for (const [s, d] of [
      ['12.5', 18],
      ['0.000001', 6],
      ['123456789012345678901234.5', 18],
      [(2n ** 256n - 1n).toString(), 0],
    ] as const) {
      expect(formatAmount(parseAmount(s, d), d)).toBe(s);
    }
  });
});

describe('formatDisplay', () => {
  it('groups thousands', () => {
    expect(formatDisplay('1234567.5')).toBe('1,234,567.5');
    expect(formatDisplay('123')).toBe('123');
    expect(formatDisplay('1234')).toBe('1,234');
    expect(formatDisplay('123456')).toBe('123,456');
    expect(formatDisplay(-1234.5)).toBe('-1,234.5');
  });

  it('stays exact for values a JS number cannot hold', () => {
    expect(formatDisplay('123456789012345678901234.5')).toBe('123,456,789,012,345,678,901,234.5');
    expect(formatDisplay(10n ** 30n + 1n)).toBe('1,000,000,000,000,000,000,000,000,000,001');
  });

  it('never uses scientific notation', () => {
    expect(formatDisplay(1e-10)).toBe('0.0000000001');
    expect(formatDisplay(1e25)).toBe('10,000,000,000,000,000,000,000,000');
  });

  it('truncates to maxFractionDigits, never rounding up', () => {
    expect(formatDisplay('1.999', { maxFractionDigits: 2 })).toBe('1.99');
    expect(formatDisplay('9999.9999', { maxFractionDigits: 0 })).toBe('9,999');
    expect(formatDisplay(div(2, 3), { maxFractionDigits: 4 })).toBe('0.6666');
    expect(formatDisplay('-1.999', { maxFractionDigits: 1 })).toBe('-1.9');
  });

  it('trims trailing zeros unless minFractionDigits pads them', () => {
    expect(formatDisplay('1.50', { maxFractionDigits: 4 })).toBe('1.5');
    expect(formatDisplay('1.5', { minFractionDigits: 2 })).toBe('1.50');
    expect(formatDisplay('1', { minFractionDigits: 2, maxFractionDigits: 4 })).toBe('1.00');
    expect(formatDisplay('1', { minFractionDigits: 4, maxFractionDigits: 2 })).toBe('1.00');
  });

  it('never shows -0', () => {
    expect(formatDisplay('-0.001', { maxFractionDigits: 2 })).toBe('0');
    expect(formatDisplay('-0.001', { maxFractionDigits: 2, minFractionDigits: 2 })).toBe('0.00');
  });

  it('empty is 0, garbage throws', () => {
    expect(formatDisplay(null)).toBe('0');
    expect(formatDisplay('')).toBe('0');
    expect(() => formatDisplay('abc')).toThrow(InvalidNumberError);
  });

  it.each(LOCALES)('separators for %s agree with Intl', (locale) => {
    const expected = new Intl.NumberFormat(LOCALE_BCP47[locale], {
      maximumFractionDigits: 20,
    }).format(1234567.25);
    expect(formatDisplay('1234567.25', { locale })).toBe(expected);
  });

  it('an unknown locale falls back to en', () => {
    expect(formatDisplay('1234.5', { locale: 'xx' as never })).toBe('1,234.5');
  });

  it.each([-1, 1.5])('rejects fraction digits %j', (n) => {
    expect(() => formatDisplay(1, { maxFractionDigits: n })).toThrow(RangeError);
    expect(() => formatDisplay(1, { minFractionDigits: n })).toThrow(RangeError);
  });
});
