/**
 * The sign-in message (docs/security.md, "Sign-in and sessions"): EIP-4361 with the product name as
 * the statement, bound to this site, the chain and a single-use nonce. Loaded on demand
 * (viem/siwe).
 */
import { getAddress } from 'viem';
import { createSiweMessage } from 'viem/siwe';

export const SIGN_IN_TTL_MS = 10 * 60_000;

export interface SignInMessageInput {
  address: string;
  chainId: number;
  nonce: string;
  productName: string;
  now?: Date;
  /** Defaults to the page's location. */
  location?: { host: string; origin: string };
}

export function buildSignInMessage(input: SignInMessageInput): string {
  const now = input.now ?? new Date();
  const where = input.location ?? window.location;
  return createSiweMessage({
    domain: where.host,
    uri: where.origin,
    address: getAddress(input.address),
    chainId: input.chainId,
    nonce: input.nonce,
    statement: input.productName,
    version: '1',
    issuedAt: now,
    expirationTime: new Date(now.getTime() + SIGN_IN_TTL_MS),
  });
}
