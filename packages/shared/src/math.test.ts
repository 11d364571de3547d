import { describe, expect, it } from 'vitest';
import {
  add,
  cmp,
  Decimal,
  div,
  eq,
  gt,
  gte,
  InvalidNumberError,
  isZero,
  lt,
  lte,
  mul,
  PRECISION,
  sub,
  toDecimal,
  toFixedDown,
  toPlain,
} from './math';

describe('empty operands count as 0', () => {
  it.each([null, undefined, ''])('%j', (empty) => {
    expect(toPlain(add(empty, 5))).toBe('5');
    expect(toPlain(sub(5, empty))).toBe('5');
    expect(toPlain(mul(empty, 5))).toBe('0');
    expect(isZero(empty)).toBe(true);
    expect(eq(empty, 0)).toBe(true);
  });
});

describe('exact decimal arithmetic', () => {
  it('has no binary floating-point error', () => {
    expect(toPlain(add(0.1, 0.2))).toBe('0.3');
    expect(toPlain(add('0.1', '0.2'))).toBe('0.3');
    expect(toPlain(sub('1', '0.9'))).toBe('0.1');
    expect(toPlain(mul('1.1', '1.1'))).toBe('1.21');
  });

  it('accepts string, number, bigint and Decimal operands alike', () => {
    expect(toPlain(add('1', 2))).toBe('3');
    expect(toPlain(add(10n ** 19n, 1))).toBe('10000000000000000001'); // 20 digits: exact
    expect(toPlain(10n ** 30n + 1n)).toBe('1000000000000000000000000000001'); // no arithmetic
    expect(toPlain(add(new Decimal(15n, 1), new Decimal(25n, 1)))).toBe('4');
    expect(add(1, 2)).toBeInstanceOf(Decimal);
  });
});

describe('precision 20', () => {
  it('is the configured precision', () => {
    expect(PRECISION).toBe(20);
  });

  it('1/3 has exactly 20 significant digits', () => {
    const third = div(1, 3);
    expect(toPlain(third)).toBe(`0.${'3'.repeat(20)}`);
    expect(third.units.toString()).toHaveLength(20);
  });

  it('extra digits are truncated toward zero, not rounded up', () => {
    expect(toPlain(div(2, 3))).toBe(`0.${'6'.repeat(20)}`);
    expect(toPlain(div(-2, 3))).toBe(`-0.${'6'.repeat(20)}`);
    // 21 significant digits in, 20 out, last digit dropped
    expect(toPlain(add('123456789012345678909', 0))).toBe('123456789012345678900');
    expect(toPlain(add(10n ** 30n, 1))).toBe(`1${'0'.repeat(30)}`); // the 1 is beyond digit 20
  });

  it('constructing keeps every digit (only arithmetic rounds)', () => {
    expect(toPlain('123456789012345678901234.5')).toBe('123456789012345678901234.5');
  });
});

describe('division', () => {
  it('divides', () => {
    expect(toPlain(div(10, 4))).toBe('2.5');
  });

  it.each([null, undefined, ''])('by empty divisor %j returns 0', (empty) => {
    expect(toPlain(div(10, empty))).toBe('0');
  });

  it.each([0, '0', '0.000', 0n, -0])(
    'by zero divisor %s returns 0, not Infinity or NaN',
    (zero) => {
      expect(toPlain(div(10, zero))).toBe('0');
    },
  );

  it('empty dividend is 0', () => {
    expect(toPlain(div(null, 4))).toBe('0');
  });

  it('garbage divisor still throws', () => {
    expect(() => div(1, 'abc')).toThrow(InvalidNumberError);
  });
});

describe('comparison', () => {
  it('cmp returns -1, 0, 1', () => {
    expect(cmp(1, 2)).toBe(-1);
    expect(cmp('2.0', 2)).toBe(0);
    expect(cmp(3, '2.99999999999999999999999')).toBe(1);
  });

  it('gt/gte/lt/lte/eq at the boundary', () => {
    expect(gt('1.0000000000000000000001', 1)).toBe(true);
    expect(gt(1, 1)).toBe(false);
    expect(gte(1, '1.00')).toBe(true);
    expect(lt(1, 1)).toBe(false);
    expect(lt(null, '0.0000001')).toBe(true);
    expect(lte(1, 1)).toBe(true);
    expect(lte(2, 1)).toBe(false);
    expect(eq('0.3', add(0.1, 0.2))).toBe(true);
  });

  it('isZero', () => {
    expect(isZero('0.00')).toBe(true);
    expect(isZero('0.0000000000000000000000001')).toBe(false);
  });
});

describe('invalid input throws InvalidNumberError (only empty counts as 0)', () => {
  it.each([
    'abc',
    '1,000',
    ' 1',
    '1 ',
    '0x10',
    'Infinity',
    'NaN',
    '-',
    '.',
    '1e',
    '1e1000',
    '1e-1000',
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('%j', (bad) => {
    expect(() => add(bad, 1)).toThrow(InvalidNumberError);
  });

  it('rejects a non-number object', () => {
    expect(() => toDecimal({} as unknown as string)).toThrow(InvalidNumberError);
  });

  it('the error carries its input and a code', () => {
    try {
      toDecimal('abc');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(InvalidNumberError);
      expect((e as InvalidNumberError).input).toBe('abc');
      expect((e as InvalidNumberError).code).toBe('INVALID_NUMBER');
      expect((e as Error).name).toBe('InvalidNumberError');
    }
  });

  it.each(['-1.5', '+2', '.5', '5.', '1e3', '1E-3', '1e308', '5e-324'])(
    'accepts ordinary notation %j',
    (ok) => {
      expect(() => toDecimal(ok)).not.toThrow();
    },
  );
});

describe('toPlain never uses scientific notation', () => {
  it('tiny and huge', () => {
    expect(toPlain(1e-10)).toBe('0.0000000001');
    expect(toPlain(1e25)).toBe('10000000000000000000000000');
    expect(toPlain(div(1, '1e30'))).toBe(`0.${'0'.repeat(29)}1`);
    expect(toPlain(mul('1e20', '1e20'))).toBe(`1${'0'.repeat(40)}`);
    expect(toPlain('5e-324')).toBe(`0.${'0'.repeat(323)}5`);
  });

  it('no trailing zeros and no negative zero', () => {
    expect(toPlain('1.500')).toBe('1.5');
    expect(toPlain(-0)).toBe('0');
    expect(toPlain(null)).toBe('0');
  });
});

describe('toFixedDown', () => {
  it('truncates, never rounds up', () => {
    expect(toFixedDown('1.239', 2)).toBe('1.23');
    expect(toFixedDown('1.999999', 0)).toBe('1');
    expect(toFixedDown(div(2, 3), 4)).toBe('0.6666');
  });

  it('truncates negatives toward zero', () => {
    expect(toFixedDown('-1.239', 2)).toBe('-1.23');
  });

  it('pads to exactly dp digits', () => {
    expect(toFixedDown('1.5', 4)).toBe('1.5000');
    expect(toFixedDown(null, 2)).toBe('0.00');
  });

  it('never shows -0', () => {
    expect(toFixedDown('-0.001', 2)).toBe('0.00');
    expect(toFixedDown('-0.9', 0)).toBe('0');
  });

  it('plain notation for 1e-10 and 1e25', () => {
    expect(toFixedDown(1e-10, 12)).toBe('0.000000000100');
    expect(toFixedDown(1e-10, 2)).toBe('0.00');
    expect(toFixedDown(1e25, 2)).toBe('10000000000000000000000000.00');
  });

  it.each([-1, 1.5, Number.NaN])('rejects dp %j', (dp) => {
    expect(() => toFixedDown(1, dp)).toThrow(RangeError);
  });
});
