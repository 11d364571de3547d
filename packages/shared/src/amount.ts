/**
 * Money crossing a boundary (docs/ledger.md, "Principles"): inside, integers in token base units
 * (bigint, NUMERIC(78,0)); at the API and in forms, decimal strings ("12.5"), never JSON
 * numbers. These functions are the only conversion between the two, and they are exact:
 * nothing here goes through a JS number.
 */
import { LOCALE_SEPARATORS, type Locale, resolveLocale } from './locales';
import { Decimal, type Operand, toFixedDown, toPlain } from './math';

/** A base-unit amount has at most 78 digits: it fits NUMERIC(78,0), and so does any uint256. */
export const AMOUNT_MAX_DIGITS = 78;

/**
 * Longest amount string accepted (use as `maxLength` next to `AMOUNT_PATTERN`). A valid amount
 * needs at most 80 characters ('0.' + 78 digits); the slack allows a few leading zeros. It is
 * checked before any parsing, so a megabyte of digits costs nothing.
 */
export const AMOUNT_MAX_LENGTH = 100;

/** Non-negative decimal string, no sign, exponent, spaces or bare '.'. For JSON-schema `pattern`. */
export const AMOUNT_PATTERN = '^\\d+(\\.\\d+)?$';
const AMOUNT_RE = new RegExp(AMOUNT_PATTERN);

const MAX_BASE = 10n ** BigInt(AMOUNT_MAX_DIGITS); // exclusive

export type AmountErrorReason = 'empty' | 'format' | 'precision' | 'range';

/**
 * Why an amount string was refused. The reason maps to the spec's messages: 'empty' -> "Enter
 * amount"; 'format' | 'precision' | 'range' -> "Enter a valid amount".
 */
export class AmountError extends Error {
  override readonly name = 'AmountError';
  readonly code = 'INVALID_AMOUNT';
  constructor(
    readonly reason: AmountErrorReason,
    readonly input: unknown,
  ) {
    super(`Invalid amount (${reason})`);
  }
}

function checkDecimals(decimals: number): void {
  // A programming error (token metadata), not user input: a plain RangeError.
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > AMOUNT_MAX_DIGITS) {
    throw new RangeError(`decimals must be an integer in 0..${AMOUNT_MAX_DIGITS}: ${decimals}`);
  }
}

/**
 * '12.5' with 18 decimals -> 12500000000000000000n. Accepts only `AMOUNT_PATTERN` with at most
 * `decimals` fraction digits as written ('1.50' with 1 decimal is refused): nothing is ever
 * rounded away. Whitespace is not trimmed (callers trim form input); a blank string is 'empty'.
 */
export function parseAmount(input: string | null | undefined, decimals: number): bigint {
  checkDecimals(decimals);
  if (input === null || input === undefined || (typeof input === 'string' && input.trim() === '')) {
    throw new AmountError('empty', input);
  }
  if (typeof input !== 'string') throw new AmountError('format', input);
  if (input.length > AMOUNT_MAX_LENGTH) throw new AmountError('range', input);
  if (!AMOUNT_RE.test(input)) throw new AmountError('format', input);
  const [whole = '', fraction = ''] = input.split('.');
  if (fraction.length > decimals) throw new AmountError('precision', input);
  const base = BigInt(whole + fraction.padEnd(decimals, '0'));
  if (base >= MAX_BASE) throw new AmountError('range', input);
  return base;
}

/** 12500000000000000000n with 18 decimals -> '12.5'. Exact; trailing zeros trimmed; '-3.25'. */
export function formatAmount(base: bigint, decimals: number): string {
  checkDecimals(decimals);
  return toPlain(new Decimal(base, decimals));
}

export interface DisplayOptions {
  /** Separators follow this locale; anything unknown falls back to en. */
  locale?: Locale;
  /** Extra fraction digits are truncated (never rounded up). Default: show every digit. */
  maxFractionDigits?: number;
  /** Pad the fraction with zeros to at least this many digits. Default 0. */
  minFractionDigits?: number;
}

function checkDigits(name: string, n: number | undefined): void {
  if (n !== undefined && (!Number.isInteger(n) || n < 0)) {
    throw new RangeError(`${name} must be a non-negative integer: ${n}`);
  }
}

/**
 * A number for people: '1,234,567.5'. Built from the exact decimal string, not via
 * Intl.NumberFormat on a JS number, so 25-digit values keep every digit and scientific
 * notation never appears. The separators are Intl's (LOCALE_SEPARATORS); all five locales
 * group by 3.
 * Empty counts as 0; garbage throws InvalidNumberError (from math).
 */
export function formatDisplay(value: Operand, options: DisplayOptions = {}): string {
  const { maxFractionDigits, minFractionDigits = 0 } = options;
  checkDigits('maxFractionDigits', maxFractionDigits);
  checkDigits('minFractionDigits', minFractionDigits);
  const plain =
    maxFractionDigits === undefined ? toPlain(value) : toFixedDown(value, maxFractionDigits);
  const negative = plain.startsWith('-');
  const [whole = '0', rawFraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  let fraction = rawFraction.replace(/0+$/, '');
  const padTo =
    maxFractionDigits === undefined
      ? minFractionDigits
      : Math.min(minFractionDigits, maxFractionDigits);
  fraction = fraction.padEnd(padTo, '0');
  const isZero = /^0*$/.test(whole) && /^0*$/.test(fraction);
  const { group, decimal } = LOCALE_SEPARATORS[resolveLocale(options.locale)];
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  return `${negative && !isZero ? '-' : ''}${grouped}${fraction ? `${decimal}${fraction}` : ''}`;
}
