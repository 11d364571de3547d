import { formatDisplay } from '@xbond/shared/amount';
import type { Locale } from '@xbond/shared/locales';

/**
 * Amounts on the asset screens: the shared formatter, at most 6 fraction digits (truncated,
 * never rounded up, so a balance is never shown larger than it is).
 */
export const DISPLAY_FRACTION_DIGITS = 6;

export const displayAmount = (value: string, locale: Locale) =>
  formatDisplay(value, { locale, maxFractionDigits: DISPLAY_FRACTION_DIGITS });

/** A signed record amount: '+12.5', '-3'. */
export function displaySigned(value: string, locale: Locale): string {
  const shown = displayAmount(value, locale);
  return shown.startsWith('-') || /^[0.,\s]*$/.test(shown) ? shown : `+${shown}`;
}

/** A link into the chain explorer of system info, when one is configured. */
export function explorerHref(
  base: string | null | undefined,
  kind: 'tx' | 'token' | 'address',
  value: string,
): string | null {
  if (!base) return null;
  return `${base.replace(/\/+$/, '')}/${kind}/${value}`;
}
