import { describe, expect, it } from 'vitest';
import { maskAddress } from './mask';

describe('maskAddress', () => {
  it('keeps first 3 and last 3 with 6 asterisks between', () => {
    expect(maskAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1******678');
  });

  it('boundary: 6 characters unchanged, 7 masked', () => {
    expect(maskAddress('abcdef')).toBe('abcdef');
    expect(maskAddress('abcdefg')).toBe('abc******efg');
  });

  it('short strings unchanged', () => {
    expect(maskAddress('')).toBe('');
    expect(maskAddress('a')).toBe('a');
    expect(maskAddress('abc')).toBe('abc');
  });

  it('null and undefined give an empty string', () => {
    expect(maskAddress(null)).toBe('');
    expect(maskAddress(undefined)).toBe('');
  });
});
