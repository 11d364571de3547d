/**
 * The bigint decimal math against references that share none of its code, on many seeded
 * random inputs: arithmetic against exact fractions (numerator / denominator), writing against
 * Intl.NumberFormat, which formats a decimal string exactly.
 */
import { describe, expect, it } from 'vitest';
import { formatAmount, formatDisplay, parseAmount } from './amount';
import { add, cmp, Decimal, div, mul, PRECISION, sub, toFixedDown, toPlain } from './math';

const RUNS = 2000;
/** Generous: the loops are CPU work, and a shared machine may be slow. */
const LIMIT_MS = 120_000;

/** mulberry32: the same inputs on every run, so a failure is reproducible. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Decimal strings from 0 to 30 whole and 0 to 24 fraction digits, signed, zeros included. */
function decimals(seed: number): () => string {
  const next = random(seed);
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
  return () => {
    const whole = digits(Math.floor(next() * 31)) || '0';
    const fraction = digits(Math.floor(next() * 25));
    const sign = next() < 0.3 ? '-' : '';
    return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
  };
}

/** A fraction n / d with d > 0, read from a decimal string by hand (not via math.ts). */
interface Fraction {
  n: bigint;
  d: bigint;
}
function fraction(s: string): Fraction {
  const [whole = '', frac = ''] = s.replace('-', '').split('.');
  const n = BigInt(whole + frac) * (s.startsWith('-') ? -1n : 1n);
  return { n, d: 10n ** BigInt(frac.length) };
}
const ofDecimal = (x: Decimal): Fraction =>
  x.scale >= 0
    ? { n: x.units, d: 10n ** BigInt(x.scale) }
    : { n: x.units * 10n ** BigInt(-x.scale), d: 1n };
const abs = (n: bigint) => (n < 0n ? -n : n);

/**
 * `got` is `exact` cut to PRECISION significant digits toward zero: the same value when it has
 * no more digits, else a value with exactly PRECISION digits, the same sign, not larger in
 * size, and less than one unit of its last digit away.
 */
function expectTruncated(got: Decimal, exact: Fraction, label: string) {
  const g = ofDecimal(got);
  const diff = exact.n * g.d - g.n * exact.d; // (exact - got) x exact.d x g.d
  if (diff === 0n) return;
  expect(abs(got.units).toString().length, label).toBe(PRECISION);
  // Toward zero: what was cut has the exact value's sign.
  expect(diff < 0n, `${label}: rounded away from zero`).toBe(exact.n < 0n);
  // Less than the unit of the last digit kept, 10^-scale.
  const unit = ofDecimal(new Decimal(1n, got.scale));
  expect(abs(diff) * unit.d < unit.n * exact.d * g.d, `${label}: off by a unit`).toBe(true);
}

describe('arithmetic against exact fractions', () => {
  const next = decimals(1);
  it(
    'add, sub, mul, div and cmp',
    () => {
      for (let i = 0; i < RUNS; i++) {
        const a = next();
        const b = next();
        const x = fraction(a);
        const y = fraction(b);
        const label = `${a} ? ${b}`;
        expectTruncated(add(a, b), { n: x.n * y.d + y.n * x.d, d: x.d * y.d }, `${label} +`);
        expectTruncated(sub(a, b), { n: x.n * y.d - y.n * x.d, d: x.d * y.d }, `${label} -`);
        expectTruncated(mul(a, b), { n: x.n * y.n, d: x.d * y.d }, `${label} *`);
        if (y.n !== 0n) {
          const sign = y.n < 0n ? -1n : 1n;
          expectTruncated(div(a, b), { n: x.n * y.d * sign, d: x.d * abs(y.n) }, `${label} /`);
        }
        const c = x.n * y.d - y.n * x.d;
        expect(cmp(a, b), label).toBe(c < 0n ? -1 : c > 0n ? 1 : 0);
      }
    },
    LIMIT_MS,
  );
});

/** Intl with a string writes the exact decimal (at most 20 fraction digits in Node 20). */
const formatters = new Map<string, Intl.NumberFormat>();
function intl(locale: string, min: number, max: number, useGrouping = true): Intl.NumberFormat {
  const key = `${locale} ${min} ${max} ${useGrouping}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      roundingMode: 'trunc',
      signDisplay: 'negative',
      useGrouping,
    });
    formatters.set(key, f);
  }
  return f;
}

/** Intl's types name only numeric literals; it writes any decimal string. */
const write = (f: Intl.NumberFormat, value: string) => f.format(value as Intl.StringNumericLiteral);

describe('writing against Intl.NumberFormat', () => {
  const next = decimals(2);
  const dps = random(3);
  it(
    'toFixedDown, toPlain and formatDisplay',
    () => {
      for (let i = 0; i < RUNS; i++) {
        const value = next();
        const dp = Math.floor(dps() * 21);
        const min = Math.floor(dps() * (dp + 1));
        expect(toFixedDown(value, dp), value).toBe(write(intl('en', dp, dp, false), value));
        if ((value.split('.')[1]?.length ?? 0) <= 20) {
          expect(toPlain(value), value).toBe(write(intl('en', 0, 20, false), value));
        }
        for (const locale of ['en', 'th'] as const) {
          expect(
            formatDisplay(value, { locale, maxFractionDigits: dp, minFractionDigits: min }),
            value,
          ).toBe(write(intl(locale, min, dp), value));
        }
      }
    },
    LIMIT_MS,
  );
});

describe('amounts in base units', () => {
  const next = random(4);
  const plain = intl('en', 0, 20, false);
  it(
    'formatAmount writes what Intl writes, and parseAmount reads it back',
    () => {
      for (let i = 0; i < RUNS; i++) {
        const places = Math.floor(next() * 21);
        const base = BigInt(Math.floor(next() * 2 ** 53)) * BigInt(Math.floor(next() * 2 ** 40));
        const text = formatAmount(base, places);
        expect(text, `${base} ${places}`).toBe(write(plain, `${base}e-${places}`));
        expect(parseAmount(text, places), text).toBe(base);
      }
    },
    LIMIT_MS,
  );
});
