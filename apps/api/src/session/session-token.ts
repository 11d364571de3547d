import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: 43 characters. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Sessions are stored by this hash only (docs/security.md, "Sign-in and sessions": "stored
 * hashed").
 */
export function hashSessionToken(token: string): string {
  // One-shot hash: no Hash object per request (this runs on every authenticated request).
  return hash('sha256', token, 'hex');
}
