import { describe, expect, it } from 'vitest';
import { BearerHashes } from '../../src/session/bearer-hashes';
import { hashSessionToken, newSessionToken } from '../../src/session/session-token';

describe('the recent bearer hashes', () => {
  it('gives the SHA-256 of a well-formed bearer token, the same on a second look', () => {
    const hashes = new BearerHashes();
    const token = newSessionToken();
    expect(hashes.of(`Bearer ${token}`)).toBe(hashSessionToken(token));
    expect(hashes.of(`Bearer ${token}`)).toBe(hashSessionToken(token));
    expect(hashes.of(`bearer  ${token}`)).toBe(hashSessionToken(token));
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['another scheme', `Basic ${newSessionToken()}`],
    ['a short token', 'Bearer abc'],
    ['a token with a character outside base64url', `Bearer ${newSessionToken().slice(1)}+`],
    ['two tokens', `Bearer ${newSessionToken()} ${newSessionToken()}`],
  ])('gives null for %s and keeps nothing', (_name, header) => {
    const hashes = new BearerHashes();
    expect(hashes.of(header)).toBeNull();
    expect(hashes.size).toBe(0);
  });

  it('keeps at most its bound, and no oversized header', () => {
    const hashes = new BearerHashes(2);
    const [a, b, c] = [newSessionToken(), newSessionToken(), newSessionToken()];
    for (const token of [a, b, c]) hashes.of(`Bearer ${token}`);
    expect(hashes.size).toBe(2);
    const spaced = `Bearer${' '.repeat(100)}${a}`;
    expect(hashes.of(spaced)).toBe(hashSessionToken(a));
    expect(hashes.size).toBe(2);
  });
});
