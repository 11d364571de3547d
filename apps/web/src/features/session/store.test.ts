import { describe, expect, it } from 'vitest';
import { SYSTEM_INFO } from '@/testing/session';
import {
  createSessionStore,
  detectPlatform,
  LOCALE_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  selectIsAndroid,
  selectIsLogin,
  selectIsSign,
} from './store';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile';
const system = { ...SYSTEM_INFO, locales: ['en'], footerLinks: [] };

describe('session store (spec sections 3 and 4)', () => {
  it('starts signed out in en', () => {
    const store = createSessionStore();
    const s = store.getState();
    expect(s).toMatchObject({ address: null, token: null, applicationLocale: 'en' });
    expect(selectIsLogin(s)).toBe(false);
    expect(selectIsSign(s)).toBe(false);
  });

  it('derives isLogin from the token, isSign from signInfo, isAndroid from platform', () => {
    const store = createSessionStore({ userAgent: ANDROID_UA });
    store.set({ token: 't', signInfo: { isSign: true, signature: '0x1' } });
    const s = store.getState();
    expect(selectIsLogin(s)).toBe(true);
    expect(selectIsSign(s)).toBe(true);
    expect(selectIsAndroid(s)).toBe(true);
    expect(selectIsAndroid(createSessionStore({ userAgent: 'iPhone' }).getState())).toBe(false);
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe('web');
  });

  it('is kept in sessionStorage, so a refresh keeps the session', () => {
    const a = createSessionStore();
    a.set({ address: '0xAbC', token: 'tok', systemInfo: system });
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({
      address: '0xAbC',
      token: 'tok',
    });
    const b = createSessionStore(); // the page after a refresh
    expect(b.getState()).toMatchObject({ address: '0xAbC', token: 'tok', systemInfo: system });
  });

  it('reset clears address and token only', () => {
    const store = createSessionStore();
    store.set({
      address: '0xAbC',
      token: 'tok',
      signInfo: { isSign: true, signature: '0x1' },
      applicationLocale: 'ja',
      systemInfo: system,
      switchConfig: { enabled: true },
    });
    const before = store.getState();
    store.reset();
    expect(store.getState()).toEqual({ ...before, address: null, token: null });
  });

  it('falls back to en when the saved locale is not one of the five', () => {
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ applicationLocale: 'fr' }));
    expect(createSessionStore().getState().applicationLocale).toBe('en');
    window.sessionStorage.clear();
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN');
    expect(createSessionStore().getState().applicationLocale).toBe('en');
  });

  it('keeps a saved supported locale, and remembers a chosen one for new tabs', () => {
    const store = createSessionStore();
    store.setLocale('kr');
    expect(store.getState().applicationLocale).toBe('kr');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('kr');
    window.sessionStorage.clear(); // a new tab
    expect(createSessionStore().getState().applicationLocale).toBe('kr');
  });

  it('survives a corrupt stored session', () => {
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(createSessionStore().getState().token).toBeNull();
  });

  it('notifies subscribers', () => {
    const store = createSessionStore();
    let calls = 0;
    const stop = store.subscribe(() => {
      calls += 1;
    });
    store.set({ token: 'x' });
    store.reset();
    stop();
    store.set({ token: 'y' });
    expect(calls).toBe(2);
  });
});
