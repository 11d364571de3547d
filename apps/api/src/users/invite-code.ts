import { randomInt } from 'node:crypto';

/** Invite codes avoid look-alike characters (no 0/O, 1/I/L) so they survive being read aloud. */
export const INVITE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const INVITE_CODE_LENGTH = 8;

/** 8 characters from a 31-letter alphabet: about 40 bits, drawn with a CSPRNG, unbiased. */
export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++)
    code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

/** Codes are compared case-insensitively: people type them. */
export function normalizeInviteCode(code: string): string {
  return code.trim().toUpperCase();
}
