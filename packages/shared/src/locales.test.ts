import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_BCP47,
  LOCALE_NATIVE_NAMES,
  LOCALES,
  localeFromAcceptLanguage,
  resolveLocale,
} from './locales';

describe('LOCALES', () => {
  it('are the five, in the language popup order', () => {
    expect(LOCALES).toEqual(['zhTw', 'en', 'kr', 'ja', 'th']);
  });

  it('default is en', () => {
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it('each is named in its own language', () => {
    expect(LOCALE_NATIVE_NAMES).toEqual({
      zhTw: '繁體中文',
      en: 'English',
      kr: '한국어',
      ja: '日本語',
      th: 'ไทย',
    });
  });

  it('maps to BCP-47 tags that Intl supports', () => {
    expect(LOCALE_BCP47).toEqual({ zhTw: 'zh-TW', en: 'en', kr: 'ko', ja: 'ja', th: 'th' });
    for (const l of LOCALES) {
      expect(Intl.NumberFormat.supportedLocalesOf([LOCALE_BCP47[l]])).toEqual([LOCALE_BCP47[l]]);
    }
  });
});

describe('isLocale / resolveLocale', () => {
  it.each(LOCALES)('%s is a locale and resolves to itself', (l) => {
    expect(isLocale(l)).toBe(true);
    expect(resolveLocale(l)).toBe(l);
  });

  it.each(['ko', 'zh-TW', 'zhtw', 'EN', 'fr', '', null, undefined, 1, {}])(
    '%j is not a locale and resolves to en',
    (x) => {
      expect(isLocale(x)).toBe(false);
      expect(resolveLocale(x)).toBe('en');
    },
  );
});

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['ko-KR,ko;q=0.9', 'kr'],
    ['zh-TW', 'zhTw'],
    ['zh-Hant-HK', 'zhTw'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zhTw'],
    ['ja-JP', 'ja'],
    ['th', 'th'],
    ['en-US,en;q=0.9', 'en'],
    ['zh_TW', 'zhTw'],
  ] as const)('BCP-47 %j -> %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it.each([
    ['zhTw', 'zhTw'],
    ['kr', 'kr'],
    ['ja', 'ja'],
    ['th', 'th'],
    ['en', 'en'],
    ['ZHTW', 'zhTw'],
  ] as const)('our code %j -> %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it('honours q-values over header order', () => {
    expect(localeFromAcceptLanguage('en;q=0.5,ja;q=0.8')).toBe('ja');
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9,th;q=0.8,en;q=0.7')).toBe('th');
  });

  it('equal q keeps header order', () => {
    expect(localeFromAcceptLanguage('ja;q=0.5,ko;q=0.5')).toBe('ja');
  });

  it('q=0 means not acceptable', () => {
    expect(localeFromAcceptLanguage('ja;q=0,ko;q=0.1')).toBe('kr');
    expect(localeFromAcceptLanguage('ja;q=0')).toBe('en');
  });

  it.each([undefined, '', '*', 'fr-FR,de;q=0.9', 'garbage;;;,', ',,,'])(
    '%j falls back to en',
    (header) => {
      expect(localeFromAcceptLanguage(header)).toBe('en');
    },
  );
});
