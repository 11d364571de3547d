/**
 * Exact decimal arithmetic for the browser and for display (product spec section 9):
 * "Arithmetic uses exact decimal math; empty values count as 0; division by an empty divisor
 * returns 0. Precision is 20 digits."
 *
 * Money inside the server is bigint base units (see `amount.ts`); this module is for display,
 * form input and ratios, where fractional results are needed.
 */
import DecimalJs from 'decimal.js';

/** Significant digits kept by every arithmetic result (spec section 9). */
export const PRECISION = 20;

/**
 * A private Decimal constructor, so the app never depends on (or mutates) the global default
 * configuration that other code or libraries may share.
 *
 * - rounding ROUND_DOWN (toward zero): when a result has more than 20 significant digits, the
 *   dropped digits are truncated, never rounded up. A computed amount (e.g. "max you can stake"
 *   or a share of a balance) therefore never exceeds the exact value, so it can never ask for
 *   more than the user has; it is also symmetric for negatives and matches `toFixedDown`.
 * - toExpNeg/toExpPos at their limits: `toString()` never switches to scientific notation.
 */
export const Decimal = DecimalJs.clone({
  precision: PRECISION,
  rounding: DecimalJs.ROUND_DOWN,
  toExpNeg: -9e15,
  toExpPos: 9e15,
});
export type Decimal = DecimalJs;

/** Anything the math helpers accept. `null`, `undefined` and `''` are "empty" and count as 0. */
export type Operand = string | number | bigint | DecimalJs | null | undefined;

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

// Plain decimal or exponent notation only. decimal.js alone would also accept hex/binary/octal
// ('0x10') and 'Infinity'/'NaN', which are never legitimate amounts; whitespace is not trimmed
// here (callers trim form input) so that ' 1' is not silently different from '1'. The exponent
// has at most 3 digits (JS numbers print as 5e-324..1e+308): '1e99999999' would otherwise make
// toPlain build a 100-million-character string.
const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d{1,3})?$/i;

/** Converts an operand to a Decimal without rounding (constructors keep every digit). */
export function toDecimal(value: Operand): Decimal {
  if (value === null || value === undefined || value === '') return new Decimal(0);
  if (typeof value === 'string') {
    if (!NUMERIC.test(value)) throw new InvalidNumberError(value);
    return new Decimal(value);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new InvalidNumberError(value);
    return new Decimal(value);
  }
  if (typeof value === 'bigint') return new Decimal(value.toString());
  if (DecimalJs.isDecimal(value)) {
    if (!value.isFinite()) throw new InvalidNumberError(value);
    // Re-wrap so a Decimal from another configuration adopts ours (its digits are kept).
    return new Decimal(value);
  }
  throw new InvalidNumberError(value);
}

export function add(a: Operand, b: Operand): Decimal {
  return toDecimal(a).plus(toDecimal(b));
}

export function sub(a: Operand, b: Operand): Decimal {
  return toDecimal(a).minus(toDecimal(b));
}

export function mul(a: Operand, b: Operand): Decimal {
  return toDecimal(a).times(toDecimal(b));
}

/**
 * a / b. The spec says an empty divisor returns 0; a zero divisor returns 0 as well, because
 * the two are the same case in practice (a ratio over a total that is not loaded yet, or is
 * still 0) and a screen must show 0, never Infinity or NaN. Garbage still throws.
 */
export function div(a: Operand, b: Operand): Decimal {
  const divisor = toDecimal(b);
  const dividend = toDecimal(a);
  if (divisor.isZero()) return new Decimal(0);
  return dividend.div(divisor);
}

/** -1, 0 or 1. */
export function cmp(a: Operand, b: Operand): -1 | 0 | 1 {
  return toDecimal(a).cmp(toDecimal(b)) as -1 | 0 | 1;
}

export const gt = (a: Operand, b: Operand): boolean => cmp(a, b) > 0;
export const gte = (a: Operand, b: Operand): boolean => cmp(a, b) >= 0;
export const lt = (a: Operand, b: Operand): boolean => cmp(a, b) < 0;
export const lte = (a: Operand, b: Operand): boolean => cmp(a, b) <= 0;
export const eq = (a: Operand, b: Operand): boolean => cmp(a, b) === 0;

/** True for 0 and for empty values. */
export function isZero(value: Operand): boolean {
  return toDecimal(value).isZero();
}

/** '-0.00' is never shown: a value truncated to zero has no sign. */
function unsignZero(s: string): string {
  return /^-0(\.0*)?$/.test(s) ? s.slice(1) : s;
}

/**
 * Exactly `dp` fraction digits (padded with zeros), extra digits truncated toward zero
 * (1.239 -> '1.23', -1.239 -> '-1.23'), so a shown balance is never more than the real one.
 * Plain notation always, whatever the magnitude.
 */
export function toFixedDown(value: Operand, dp: number): string {
  if (!Number.isInteger(dp) || dp < 0)
    throw new RangeError(`dp must be a non-negative integer: ${dp}`);
  return unsignZero(toDecimal(value).toFixed(dp, Decimal.ROUND_DOWN));
}

/** Every digit, plain notation (never '1e-10' or '1e+25'), no trailing zeros, no '-0'. */
export function toPlain(value: Operand): string {
  return unsignZero(toDecimal(value).toFixed());
}
