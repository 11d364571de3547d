import { LOCALES } from '@xbond/shared/locales';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import ja from './ja.json';
import kr from './kr.json';
import th from './th.json';
import zhTw from './zhTw.json';

const FILES = { en, ja, kr, th, zhTw } as const;

function flatten(obj: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value as object, path));
  }
  return out;
}

const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const source = flatten(en);

// Names and brand words that stay the same in every language.
const SAME_EVERYWHERE = new Set(['footer.telegram', 'footer.x', 'footer.discord', 'footer.github']);

describe('locale files', () => {
  it('exist for exactly the five locales', () => {
    expect(Object.keys(FILES).sort()).toEqual([...LOCALES].sort());
  });

  it.each(Object.entries(FILES))('%s has the same keys as en, none empty', (_, messages) => {
    const flat = flatten(messages);
    expect(Object.keys(flat).sort()).toEqual(Object.keys(source).sort());
    for (const [key, value] of Object.entries(flat)) expect(value.trim(), key).not.toBe('');
  });

  it.each(Object.entries(FILES))('%s uses the same {{variables}} as en', (_, messages) => {
    const flat = flatten(messages);
    for (const [key, value] of Object.entries(source)) {
      expect(vars(flat[key] ?? ''), key).toEqual(vars(value));
    }
  });

  it.each(['ja', 'kr', 'th', 'zhTw'] as const)('%s is translated, not copied from en', (locale) => {
    const flat = flatten(FILES[locale]);
    const copied = Object.keys(source).filter(
      (key) => !SAME_EVERYWHERE.has(key) && flat[key] === source[key],
    );
    // A few technical words may legitimately stay ('OK' in Japanese).
    expect(copied.length, copied.join(', ')).toBeLessThanOrEqual(2);
  });

  it('has the messages of spec sections 5 and 8 in the source', () => {
    const values = Object.values(source);
    for (const text of [
      'Open in DApp browser',
      'Authorization failed, please refresh and try again',
      'Identity verification in progress',
      'App restart required to apply this setting',
      'Language switching failed',
      'No data available',
      'Login expired',
      'Failed to jump to {{target}}',
      'Switching network failed, please switch manually',
      'Authorization failed',
      'Request failed with http code {{code}}',
      'Enter an invitation code',
      'Insufficient balance',
      'Withdrawal amount cannot be less than {{min}}',
      'Check to agree to the Insurance Agreement',
      'No income available for withdrawal',
      'Log in with a bound wallet or join via an invitation link',
    ]) {
      expect(values, text).toContain(text);
    }
  });
});
