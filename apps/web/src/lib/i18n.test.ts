import { describe, expect, it } from 'vitest';
import { i18n, translatorOf } from './i18n';

// A language of its own, so the app's English texts (testing/setup.ts) stay as they are.
const LOCALE = 'test-i18n';
i18n.addMessages(LOCALE, { a: { hello: 'Hello {{name}}', plain: 'Plain', charts: { x: 'X' } } });
// A second dictionary filling the same key beside the first one's.
i18n.addMessages(LOCALE, { a: { charts: { y: 'Y' } } });
const t = translatorOf(LOCALE) as unknown as (key: string, options?: object) => string;

describe('the texts', () => {
  it('looks a dotted key up, with both dictionaries of a shared key kept', () => {
    expect(t('a.plain')).toBe('Plain');
    expect(t('a.charts.x')).toBe('X');
    expect(t('a.charts.y')).toBe('Y');
  });

  it('fills {{name}} in; a value not given stays as written, null shows empty', () => {
    expect(t('a.hello', { name: 'Ann' })).toBe('Hello Ann');
    expect(t('a.hello', { name: 7 })).toBe('Hello 7');
    expect(t('a.hello')).toBe('Hello {{name}}');
    expect(t('a.hello', { name: null })).toBe('Hello ');
  });

  it('a key without a text gives its default value, else the key', () => {
    expect(t('a.missing', { defaultValue: 'kind' })).toBe('kind');
    expect(t('a.missing')).toBe('a.missing');
    expect(t('a.charts')).toBe('a.charts');
    expect(i18n.has('a.plain', LOCALE)).toBe(true);
    expect(i18n.has('a.missing', LOCALE)).toBe(false);
  });
});
