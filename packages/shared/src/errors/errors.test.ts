import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import type { ErrorDef } from './define';
import { ERROR_GROUPS, ERRORS, errorMessage, SIGN_IN_MESSAGE_REASONS } from './index';

const groups = Object.entries(ERROR_GROUPS) as [string, Record<string, ErrorDef>][];
const entries = groups.flatMap(([group, errors]) =>
  Object.entries(errors).map(([name, error]) => ({ group, name, error })),
);

/** The values listed more than once, each with where it is listed. */
function repeated(keyed: { key: string | number; where: string }[]): Record<string, string[]> {
  const seen = new Map<string | number, string[]>();
  for (const { key, where } of keyed) seen.set(key, [...(seen.get(key) ?? []), where]);
  return Object.fromEntries([...seen].filter(([, places]) => places.length > 1));
}

describe('the error table composed from the features’ groups', () => {
  it('has every error of every group, as the group defines it, and nothing else', () => {
    expect(Object.keys(ERRORS).sort()).toEqual(entries.map((e) => e.name).sort());
    for (const { name, error } of entries) {
      expect(ERRORS[name as keyof typeof ERRORS]).toBe(error);
    }
  });

  it('gives no two errors the same name, across groups', () => {
    expect(repeated(entries.map((e) => ({ key: e.name, where: e.group })))).toEqual({});
  });

  it('gives no two errors the same code, across groups', () => {
    const codes = entries.map((e) => ({ key: e.error.code, where: `${e.group}.${e.name}` }));
    expect(repeated(codes)).toEqual({});
  });

  it.each(entries)('$group.$name has a message in all five languages', ({ error }) => {
    expect(Object.keys(error.msg).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) expect(error.msg[locale].trim()).not.toBe('');
  });

  it.each(entries)('$group.$name has the same placeholders in every language', ({ error }) => {
    const placeholders = (text: string) => (text.match(/\{\d+\}/g) ?? []).sort();
    for (const locale of LOCALES) {
      expect(placeholders(error.msg[locale])).toEqual(placeholders(error.msg.en));
    }
  });

  it('names a sign-in message’s fault in the reader’s language', () => {
    const why = SIGN_IN_MESSAGE_REASONS.domain;
    expect(errorMessage('messageInvalid', 'ja', [why])).toBe(
      'このサイトでは無効なサインインメッセージです：ドメイン。',
    );
    expect(errorMessage('withdrawBelowMinimum', 'en', ['10', 'USDD'])).toBe(
      'Withdrawal amount cannot be less than 10 USDD',
    );
  });
});
