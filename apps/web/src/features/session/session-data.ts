// What a session loads from the API: the system info, and after login the wallet info and the
// donate switch.
import type { SystemInfo } from '@xbond/shared/api/common';
import { getDonateSwitch } from '@/features/system/api/get-donate-switch';
import { systemInfoQueryOptions } from '@/features/system/api/get-system-info';
import { queryClient } from '@/lib/query-client';
import { walletInfoQueryOptions } from './api/get-wallet-info';
import { selectIsLogin, sessionStore } from './store';

/** System info from the store, fetched when missing (the store is filled at start). */
export async function ensureSystemInfo(): Promise<SystemInfo> {
  const state = sessionStore.getState();
  if (state.systemInfo) return state.systemInfo;
  return refreshSystemInfo();
}

export async function refreshSystemInfo(): Promise<SystemInfo> {
  const locale = sessionStore.getState().applicationLocale;
  const systemInfo = await queryClient.fetchQuery(systemInfoQueryOptions(locale));
  sessionStore.set({ systemInfo });
  return systemInfo;
}

/** Spec section 4 step 5: wallet info, system info and the donate switch, after login. */
export async function loadSessionData(): Promise<void> {
  const { address, applicationLocale } = sessionStore.getState();
  if (!address) return;
  const [walletInfo, systemInfo, switchConfig] = await Promise.allSettled([
    queryClient.fetchQuery({ ...walletInfoQueryOptions(address), staleTime: 0 }),
    queryClient.fetchQuery(systemInfoQueryOptions(applicationLocale)),
    getDonateSwitch(),
  ]);
  const now = sessionStore.getState();
  // A 401 or an account switch meanwhile reset the session: these reads are another user's.
  if (!selectIsLogin(now) || now.address !== address) return;
  sessionStore.set({
    ...(walletInfo.status === 'fulfilled' ? { walletInfo: walletInfo.value } : {}),
    ...(systemInfo.status === 'fulfilled' ? { systemInfo: systemInfo.value } : {}),
    ...(switchConfig.status === 'fulfilled' ? { switchConfig: switchConfig.value } : {}),
  });
}
