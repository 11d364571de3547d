/**
 * Exact decimal arithmetic for the browser and for display (product spec section 9):
 * "Arithmetic uses exact decimal math; empty values count as 0; division by an empty divisor
 * returns 0. Precision is 20 digits."
 *
 * Money inside the server is bigint base units (see `amount.ts`); this module is for display,
 * form input and ratios, where fractional results are needed. A value is a bigint and a power
 * of ten, so the same integer arithmetic serves both sides and the browser needs no decimal
 * library (every money screen would load it on its first visit).
 */

/** Significant digits kept by every arithmetic result (spec section 9). */
export const PRECISION = 20;

/**
 * `units` x 10^-`scale`, exactly: '12.50' is 1250n at scale 2. A negative scale stands for
 * trailing zeros a rounded result dropped (1.2e25 is 12n at scale -24). Immutable.
 */
export class Decimal {
  constructor(
    readonly units: bigint,
    readonly scale: number,
  ) {}
}

/** Anything the math helpers accept. `null`, `undefined` and `''` are "empty" and count as 0. */
export type Operand = string | number | bigint | Decimal | null | undefined;

/** Thrown for input that is neither empty nor a finite decimal number ('abc', NaN, Infinity). */
export class InvalidNumberError extends Error {
  override readonly name = 'InvalidNumberError';
  readonly code = 'INVALID_NUMBER';
  constructor(readonly input: unknown) {
    super(`Invalid number: ${describe(input)}`);
  }
}

function describe(input: unknown): string {
  if (typeof input === 'string')
    return JSON.stringify(input.length > 40 ? `${input.slice(0, 40)}…` : input);
  return String(input);
}

// Plain decimal or exponent notation only: never hex ('0x10'), 'Infinity' or 'NaN'. Whitespace
// is not trimmed here (callers trim form input) so that ' 1' is not silently different from
// '1'. The exponent has at most 3 digits (JS numbers print as 5e-324..1e+308): '1e99999999'
// would otherwise make toPlain build a 100-million-character string.
const NUMERIC = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,3}))?$/i;

const ZERO = new Decimal(0n, 0);
const pow10 = (n: number) => 10n ** BigInt(n);

function parse(text: string, input: unknown): Decimal {
  const m = NUMERIC.exec(text);
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = m ?? [];
  if (!m || whole + fraction === '') throw new InvalidNumberError(input);
  const units = BigInt(whole + fraction);
  return new Decimal(sign === '-' ? -units : units, fraction.length - Number(exponent));
}

/** Converts an operand to a Decimal without rounding (every digit is kept). */
export function toDecimal(value: Operand): Decimal {
  if (value === null || value === undefined || value === '') return ZERO;
  if (typeof value === 'string') return parse(value, value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new InvalidNumberError(value);
    // A number's shortest round-trip digits ('0.1', '1e-10'), as it prints.
    return parse(String(value), value);
  }
  if (typeof value === 'bigint') return new Decimal(value, 0);
  if (value instanceof Decimal) return value;
  throw new InvalidNumberError(value);
}

const digitCount = (n: bigint) => (n < 0n ? -n : n).toString().length;

/** `units` at scale `scale` cut to PRECISION significant digits, toward zero. */
function round(units: bigint, scale: number): Decimal {
  const extra = digitCount(units) - PRECISION;
  // bigint division truncates toward zero: a computed amount (a share of a balance, "max you
  // can stake") is never more than the exact value, and negatives mirror positives.
  return extra > 0 ? new Decimal(units / pow10(extra), scale - extra) : new Decimal(units, scale);
}

/** Both values' units at their common (larger) scale. */
function aligned(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

export function add(a: Operand, b: Operand): Decimal {
  const [x, y, scale] = aligned(toDecimal(a), toDecimal(b));
  return round(x + y, scale);
}

export function sub(a: Operand, b: Operand): Decimal {
  const [x, y, scale] = aligned(toDecimal(a), toDecimal(b));
  return round(x - y, scale);
}

export function mul(a: Operand, b: Operand): Decimal {
  const x = toDecimal(a);
  const y = toDecimal(b);
  return round(x.units * y.units, x.scale + y.scale);
}

/**
 * a / b. The spec says an empty divisor returns 0; a zero divisor returns 0 as well, because
 * the two are the same case in practice (a ratio over a total that is not loaded yet, or is
 * still 0) and a screen must show 0, never Infinity or NaN. Garbage still throws.
 */
export function div(a: Operand, b: Operand): Decimal {
  const divisor = toDecimal(b);
  const dividend = toDecimal(a);
  if (divisor.units === 0n) return ZERO;
  // Enough extra digits that the integer quotient has more than PRECISION of them; round()
  // then cuts it, and truncating twice toward zero is truncating once.
  const shift = Math.max(0, PRECISION + 1 + digitCount(divisor.units) - digitCount(dividend.units));
  const quotient = (dividend.units * pow10(shift)) / divisor.units;
  return round(quotient, dividend.scale - divisor.scale + shift);
}

/** -1, 0 or 1. */
export function cmp(a: Operand, b: Operand): -1 | 0 | 1 {
  const [x, y] = aligned(toDecimal(a), toDecimal(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

export const gt = (a: Operand, b: Operand): boolean => cmp(a, b) > 0;
export const gte = (a: Operand, b: Operand): boolean => cmp(a, b) >= 0;
export const lt = (a: Operand, b: Operand): boolean => cmp(a, b) < 0;
export const lte = (a: Operand, b: Operand): boolean => cmp(a, b) <= 0;
export const eq = (a: Operand, b: Operand): boolean => cmp(a, b) === 0;

/** True for 0 and for empty values. */
export function isZero(value: Operand): boolean {
  return toDecimal(value).units === 0n;
}

/**
 * `units` x 10^-`dp` written out: exactly `dp` fraction digits, plain notation, '-' only when
 * not zero. The one writer of decimal strings (amount.ts's formatAmount goes through toPlain).
 */
function writeUnits(units: bigint, dp: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(dp + 1, '0');
  const whole = digits.slice(0, digits.length - dp);
  const fraction = digits.slice(digits.length - dp);
  return `${negative ? '-' : ''}${whole}${dp > 0 ? `.${fraction}` : ''}`;
}

/** The value's units at scale `dp`, extra digits truncated toward zero. */
function unitsAt(value: Decimal, dp: number): bigint {
  return dp >= value.scale
    ? value.units * pow10(dp - value.scale)
    : value.units / pow10(value.scale - dp);
}

/**
 * Exactly `dp` fraction digits (padded with zeros), extra digits truncated toward zero
 * (1.239 -> '1.23', -1.239 -> '-1.23'), so a shown balance is never more than the real one.
 * Plain notation always, whatever the magnitude; never '-0.00'.
 */
export function toFixedDown(value: Operand, dp: number): string {
  if (!Number.isInteger(dp) || dp < 0)
    throw new RangeError(`dp must be a non-negative integer: ${dp}`);
  return writeUnits(unitsAt(toDecimal(value), dp), dp);
}

/** Every digit, plain notation (never '1e-10' or '1e+25'), no trailing zeros, no '-0'. */
export function toPlain(value: Operand): string {
  const d = toDecimal(value);
  const dp = Math.max(0, d.scale);
  const fixed = writeUnits(unitsAt(d, dp), dp);
  return dp > 0 ? fixed.replace(/\.?0+$/, '') : fixed;
}
