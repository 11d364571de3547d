import { type Address, isAddressEqual } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { AppError } from '../errors';

export interface SiweExpectations {
  productName: string;
  domains: string[];
  chainId: number;
  address: Address;
  now: Date;
}

export interface CheckedSiwe {
  nonce: string;
  address: Address;
}

const invalid = (what: string) => new AppError('messageInvalid', [what]);

/**
 * Checks an EIP-4361 message against this site (business-rules section 2), before any
 * signature or database work: it parses, its statement is the product name, its domain is
 * ours, it is for the signing address and this chain, and it is inside its validity window.
 * The nonce and the signature are checked by the caller.
 */
export function checkSiweMessage(text: string, expect: SiweExpectations): CheckedSiwe {
  const m = parseSiweMessage(text);
  if (!m.address || !m.domain || !m.uri || !m.nonce || !m.chainId || !m.issuedAt) {
    throw invalid('format');
  }
  if (m.version !== '1') throw invalid('version');
  if (m.statement !== expect.productName) throw invalid('statement');
  if (!expect.domains.includes(m.domain)) throw invalid('domain');
  if (!isAddressEqual(m.address, expect.address)) throw invalid('address');
  if (m.chainId !== expect.chainId) throw invalid('chain id');
  const times = [m.issuedAt, m.expirationTime, m.notBefore];
  if (times.some((t) => t !== undefined && Number.isNaN(t.getTime()))) throw invalid('format');
  if (m.expirationTime && m.expirationTime <= expect.now) throw invalid('expired');
  if (m.notBefore && m.notBefore > expect.now) throw invalid('not yet valid');
  return { nonce: m.nonce, address: m.address };
}
