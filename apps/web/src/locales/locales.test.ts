// @vitest-environment node
import { LOCALES } from '@xbond/shared/locales';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

// Every dictionary: the shell's (`./shell/<lang>.json`) and each feature's
// (`../features/<feature>/locales/<lang>.json`).
const FILES = import.meta.glob<Tree>(['./shell/*.json', '../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

/** `shell` or the feature's folder, and the language, of a dictionary file. */
function nameOf(file: string): { dictionary: string; locale: string } {
  const m = /(?:\/features\/([^/]+)\/locales|\/(shell))\/(\w+)\.json$/.exec(file);
  if (!m) throw new Error(`not a dictionary: ${file}`);
  return { dictionary: m[1] ?? m[2] ?? '', locale: m[3] ?? '' };
}

const dictionaries = new Map<string, Map<string, Tree>>();
for (const [file, messages] of Object.entries(FILES)) {
  const { dictionary, locale } = nameOf(file);
  const byLocale = dictionaries.get(dictionary) ?? new Map<string, Tree>();
  dictionaries.set(dictionary, byLocale.set(locale, messages));
}

function flatten(obj: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = (dictionary: string) => flatten(dictionaries.get(dictionary)?.get('en') ?? {});
const cases = [...dictionaries.keys()].flatMap((dictionary) =>
  LOCALES.filter((l) => l !== 'en').map((locale) => [dictionary, locale] as const),
);

// Names and brand words that stay the same in every language.
const SAME_EVERYWHERE = new Set(['footer.telegram', 'footer.x', 'footer.discord', 'footer.github']);

describe('locale files', () => {
  it('the shell and the features each have a dictionary in exactly the five locales', () => {
    expect(dictionaries.has('shell')).toBe(true);
    expect(dictionaries.size).toBeGreaterThan(5);
    for (const [dictionary, byLocale] of dictionaries) {
      expect([...byLocale.keys()].sort(), dictionary).toEqual([...LOCALES].sort());
    }
  });

  it('no key is in two dictionaries', () => {
    const owner = new Map<string, string>();
    for (const dictionary of dictionaries.keys()) {
      for (const key of Object.keys(english(dictionary))) {
        expect(owner.get(key), `${key} in ${dictionary}`).toBeUndefined();
        owner.set(key, dictionary);
      }
    }
  });

  it.each(cases)('%s %s has the same keys as en, none empty', (dictionary, locale) => {
    const flat = flatten(dictionaries.get(dictionary)?.get(locale) ?? {});
    expect(Object.keys(flat).sort()).toEqual(Object.keys(english(dictionary)).sort());
    for (const [key, value] of Object.entries(flat)) expect(value.trim(), key).not.toBe('');
  });

  it.each(cases)('%s %s uses the same {{variables}} as en', (dictionary, locale) => {
    const flat = flatten(dictionaries.get(dictionary)?.get(locale) ?? {});
    for (const [key, value] of Object.entries(english(dictionary))) {
      expect(vars(flat[key] ?? ''), key).toEqual(vars(value));
    }
  });

  it.each(['ja', 'kr', 'th', 'zhTw'] as const)('%s is translated, not copied from en', (locale) => {
    const copied = [...dictionaries.keys()].flatMap((dictionary) => {
      const flat = flatten(dictionaries.get(dictionary)?.get(locale) ?? {});
      return Object.entries(english(dictionary))
        .filter(([key, value]) => !SAME_EVERYWHERE.has(key) && flat[key] === value)
        .map(([key]) => key);
    });
    // A few technical words may legitimately stay ('OK' in Japanese).
    expect(copied.length, copied.join(', ')).toBeLessThanOrEqual(2);
  });

  it('has the messages of spec sections 5 and 8 in the source', () => {
    const values = [...dictionaries.keys()].flatMap((d) => Object.values(english(d)));
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
