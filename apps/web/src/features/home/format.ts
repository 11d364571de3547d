/**
 * Figures for the home page in the user's language. The shared `formatDisplay` goes through
 * decimal.js (~10 KB gzip), too heavy for home's first load; the server's decimal strings are
 * plain ('1234.5'), so truncating and grouping them needs only string work.
 */
import { LOCALE_BCP47, type Locale } from '@xbond/shared/locales';

const MAX_FRACTION_DIGITS = 4;
const PPM_PER_PERCENT_DIGITS = 4;

/** '1234567.123456' -> '1,234,567.1234' (truncated: never shown larger than it is). */
export function formatFigure(value: string, locale: Locale, maxFraction = MAX_FRACTION_DIGITS) {
  const [whole = '0', fraction = ''] = value.split('.');
  const parts = new Intl.NumberFormat(LOCALE_BCP47[locale]).formatToParts(1234.5);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const shown = fraction.slice(0, maxFraction).replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  return shown ? `${grouped}${decimal}${shown}` : grouped;
}

/** A daily rate in ppm as a percent figure: 3000 -> '0.3' (ppm / 10^4, exact by digits). */
export function ppmPercent(ppm: number, locale: Locale) {
  const digits = String(ppm).padStart(PPM_PER_PERCENT_DIGITS + 1, '0');
  const cut = digits.length - PPM_PER_PERCENT_DIGITS;
  return formatFigure(`${digits.slice(0, cut)}.${digits.slice(cut)}`, locale);
}

/** Seconds as 'HH:MM:SS' (the countdown to a day's settlement is under 24 hours). */
export function clock(seconds: number) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}
