/**
 * The user store (spec section 3), kept for the browser session in sessionStorage so a
 * refresh keeps the session. Derived: isLogin (a token is present), isSign (signInfo.isSign),
 * isAndroid (platform is android). Reset clears address and token only (spec section 4).
 *
 * The chosen locale is also remembered in localStorage, so a new tab opens in the language
 * the user picked; whatever is saved, an unknown value falls back to en.
 */
import type { DonateSwitch, SystemInfo } from '@xbond/shared/api/common';
import type { WalletInfo } from '@xbond/shared/api/user';
import { type Locale, resolveLocale } from '@xbond/shared/locales';
import { useSyncExternalStore } from 'react';
import { LOCALE_STORAGE_KEY, SESSION_STORAGE_KEY } from './storage-keys';

export type Platform = 'android' | 'ios' | 'web';

export interface SignInfo {
  isSign: boolean;
  signature: string | null;
}

export interface SessionState {
  address: string | null;
  token: string | null;
  signInfo: SignInfo;
  applicationLocale: Locale;
  walletInfo: WalletInfo | null;
  systemInfo: SystemInfo | null;
  /** The donate switch. */
  switchConfig: DonateSwitch | null;
  platform: Platform;
}

export { LOCALE_STORAGE_KEY, SESSION_STORAGE_KEY } from './storage-keys';

export const selectIsLogin = (s: SessionState): boolean => Boolean(s.token);
export const selectIsSign = (s: SessionState): boolean => s.signInfo.isSign;
export const selectIsAndroid = (s: SessionState): boolean => s.platform === 'android';

export function detectPlatform(userAgent: string): Platform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return 'web';
}

type Listener = () => void;

export interface SessionStore {
  getState(): SessionState;
  set(partial: Partial<SessionState>): void;
  /** Spec section 4: clears address and token only. */
  reset(): void;
  setLocale(locale: Locale): void;
  subscribe(listener: Listener): () => void;
}

interface StoreOptions {
  storage?: Storage;
  localeStorage?: Storage;
  userAgent?: string;
}

function readJson(storage: Storage, key: string): Partial<SessionState> {
  try {
    const raw = storage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<SessionState>) : {};
  } catch {
    return {};
  }
}

export function createSessionStore(options: StoreOptions = {}): SessionStore {
  const storage = options.storage ?? window.sessionStorage;
  const localeStorage = options.localeStorage ?? window.localStorage;
  const saved = readJson(storage, SESSION_STORAGE_KEY);
  let state: SessionState = {
    address: typeof saved.address === 'string' ? saved.address : null,
    token: typeof saved.token === 'string' ? saved.token : null,
    signInfo: {
      isSign: saved.signInfo?.isSign === true,
      signature: saved.signInfo?.signature ?? null,
    },
    applicationLocale: resolveLocale(
      saved.applicationLocale ?? localeStorage.getItem(LOCALE_STORAGE_KEY),
    ),
    walletInfo: saved.walletInfo ?? null,
    systemInfo: saved.systemInfo ?? null,
    switchConfig: saved.switchConfig ?? null,
    platform: detectPlatform(options.userAgent ?? window.navigator.userAgent),
  };
  const listeners = new Set<Listener>();

  const set = (partial: Partial<SessionState>) => {
    state = { ...state, ...partial };
    try {
      storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Storage full or disabled (private mode): the session still works until a refresh.
    }
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    set,
    reset: () => set({ address: null, token: null }),
    setLocale(locale) {
      try {
        localeStorage.setItem(LOCALE_STORAGE_KEY, locale);
      } catch {
        // see above
      }
      set({ applicationLocale: locale });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const sessionStore = createSessionStore();

/** Subscribes a component to one slice of the session (return a primitive or a stored reference). */
export function useSession<T>(selector: (s: SessionState) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => selector(sessionStore.getState()),
    () => selector(sessionStore.getState()),
  );
}

export const useIsLogin = () => useSession(selectIsLogin);

/** The signed-in address, or null (the screens then show the connect prompt). */
export function useSignedInAddress(): string | null {
  const isLogin = useIsLogin();
  const address = useSession((s) => s.address);
  return isLogin && address ? address : null;
}
