import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { buildSignInMessage, SIGN_IN_TTL_MS } from './siwe-message';

describe('sign-in message (docs/security.md, "Sign-in and sessions")', () => {
  it('is EIP-4361 with the product name as statement, bound to site, chain and nonce', () => {
    const now = new Date('2025-05-01T10:00:00.000Z');
    const message = buildSignInMessage({
      address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      chainId: 31337,
      nonce: 'abcdef0123456789',
      productName: 'XBond',
      now,
      location: { host: 'localhost:8080', origin: 'http://localhost:8080' },
    });
    const parsed = parseSiweMessage(message);
    expect(parsed).toMatchObject({
      domain: 'localhost:8080',
      uri: 'http://localhost:8080',
      // checksummed, as EIP-4361 requires
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      statement: 'XBond',
      chainId: 31337,
      nonce: 'abcdef0123456789',
      version: '1',
    });
    expect(parsed.issuedAt?.toISOString()).toBe(now.toISOString());
    expect(parsed.expirationTime?.getTime()).toBe(now.getTime() + SIGN_IN_TTL_MS);
    expect(SIGN_IN_TTL_MS).toBe(10 * 60_000);
  });
});
