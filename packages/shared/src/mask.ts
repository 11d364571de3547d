/**
 * Address masking (spec section 9): keep the first 3 and last 3 characters with 6 asterisks
 * between; strings of 6 or fewer characters stay unchanged (there is nothing to hide, and
 * masking them would show more characters than the original).
 */
export const MASK = '******';

export function maskAddress(s: string | null | undefined): string {
  if (s === null || s === undefined) return '';
  if (s.length <= 6) return s;
  return `${s.slice(0, 3)}${MASK}${s.slice(-3)}`;
}
