import type { Locale } from '@xbond/shared/locales';
import { formatAmount } from '@/lib/format';

/** A signed record amount: '+12.5', '-3'. */
export function displaySigned(value: string, locale: Locale): string {
  const shown = formatAmount(value, locale);
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
