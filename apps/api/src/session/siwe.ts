import { SIGN_IN_MESSAGE_REASONS, type SignInMessageReason } from '@xbond/shared/errors';
import { type Address, isAddressEqual } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { AppError } from '../errors';

export interface SiweExpectations {
  productName: string;
  domains: string[];
  /** The origins the web app is served from (ALLOWED_ORIGINS): where `uri` may point. */
  origins: string[];
  chainId: number;
  address: Address;
  now: Date;
}

export interface CheckedSiwe {
  nonce: string;
  address: Address;
}

/** The reason travels as a word in every locale, so the user reads it in their own. */
const invalid = (why: SignInMessageReason) =>
  new AppError('messageInvalid', [SIGN_IN_MESSAGE_REASONS[why]]);

function originOf(uri: string): string | null {
  try {
    return new URL(uri).origin;
  } catch {
    return null;
  }
}

/**
 * Checks an EIP-4361 message against this site (docs/security.md, "Sign-in and sessions"), before
 * any signature or database work: it parses, its statement is the product name, its domain and
 * its uri are ours (a message another site had the user sign is no use here), it is for the
 * signing address and this chain, and it is inside its validity window. The nonce and the
 * signature are checked by the caller.
 */
export function checkSiweMessage(text: string, expect: SiweExpectations): CheckedSiwe {
  const m = parseSiweMessage(text);
  if (!m.address || !m.domain || !m.uri || !m.nonce || !m.chainId || !m.issuedAt) {
    throw invalid('format');
  }
  if (m.version !== '1') throw invalid('version');
  if (m.statement !== expect.productName) throw invalid('statement');
  if (!expect.domains.includes(m.domain)) throw invalid('domain');
  const origin = originOf(m.uri);
  if (!origin || !expect.origins.includes(origin)) throw invalid('uri');
  if (!isAddressEqual(m.address, expect.address)) throw invalid('address');
  if (m.chainId !== expect.chainId) throw invalid('chainId');
  const times = [m.issuedAt, m.expirationTime, m.notBefore];
  if (times.some((t) => t !== undefined && Number.isNaN(t.getTime()))) throw invalid('format');
  if (m.expirationTime && m.expirationTime <= expect.now) throw invalid('expired');
  if (m.notBefore && m.notBefore > expect.now) throw invalid('notYetValid');
  return { nonce: m.nonce, address: m.address };
}
