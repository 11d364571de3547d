import { type Address, getAddress } from 'viem';

/**
 * A request's address in checksummed form. Any letter case is accepted (wallets send
 * lowercase too); the schema has already checked it is 0x and 40 hex digits.
 */
export function toAddress(text: string): Address {
  return getAddress(text.toLowerCase());
}
