/**
 * The session flow (spec section 4): connect -> sign the EIP-4361 message -> login -> token ->
 * load wallet info, system info and the donate switch. 1001 opens the invite popup and its
 * confirm retries the login with the typed code; any other login failure resets. A 401 shows
 * 'login expired', resets and goes home. At start, and on the wallet's accountsChanged, an
 * address that differs from the wallet's first account resets, goes home and reconnects.
 */
import type { SystemInfo } from '@xbond/shared/api/common';
import { toast } from '@/components/ui/Toast/toast-store';
import { activateDevWallet, savedDevWalletIndex } from '@/features/wallet/dev-wallet';
import {
  type Eip1193Provider,
  getAccounts,
  getProvider,
  onWalletEvent,
  requestAccounts,
  sameAddress,
  setChosenProvider,
  WALLET_CHOICE_KEY,
} from '@/features/wallet/provider';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { login, logout, NONCE_INVALID, NOT_REGISTERED, UNKNOWN_INVITE_CODE } from './api/login';
import { flowStore } from './flow-store';
import { inviteCodeFromUrl } from './invite-code';
import { ensureChain, readWalletChain } from './network';
import { ensureSystemInfo, loadSessionData, refreshSystemInfo } from './session-data';
import { type SignedMessage, signIn } from './sign-in';
import { selectIsLogin, sessionStore } from './store';
import { devWalletAvailable, showWalletIssue, WALLET_ISSUE_TOAST_ID } from './wallet-issue';

let navigateHome: () => void = () => {
  window.location.hash = '#/';
};
/** A login waiting for an invite code (after 1001). */
let pending: { signed: SignedMessage; provider: Eip1193Provider; system: SystemInfo } | null = null;
let reconnectQueued = false;
const watched = new WeakSet<Eip1193Provider>();

/** The app's router tells the flow how to go home. */
export function configureSession(options: { navigateHome: () => void }): void {
  navigateHome = options.navigateHome;
}

const t = i18n.t.bind(i18n);

function watchProvider(provider: Eip1193Provider): void {
  if (watched.has(provider)) return;
  watched.add(provider);
  onWalletEvent(provider, 'accountsChanged', (accounts: unknown) => {
    if (provider !== getProvider()) return; // a wallet the user has left
    const next = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : null;
    void onAccountsChanged(next);
  });
  onWalletEvent(provider, 'chainChanged', (chainId: unknown) => {
    if (provider !== getProvider()) return;
    flowStore.set({ walletChainId: Number(chainId) });
    const system = sessionStore.getState().systemInfo;
    if (!system || !selectIsLogin(sessionStore.getState())) return;
    if (Number(chainId) !== system.chainId) void ensureChain(provider, system);
  });
}

async function onAccountsChanged(next: string | null): Promise<void> {
  const stored = sessionStore.getState().address;
  if (!stored || sameAddress(stored, next)) return;
  restartSession(next !== null);
}

function forgetSession(): void {
  pending = null;
  flowStore.set({ inviteOpen: false });
  sessionStore.reset();
}

/** Reset, go home and (when a wallet account is there) run the connect flow again. */
function restartSession(reconnect: boolean): void {
  forgetSession();
  navigateHome();
  // A switch during a sign-in's last reads must not be dropped as "already verifying".
  if (reconnect && flowStore.get().busy) reconnectQueued = true;
  else if (reconnect) void connect();
}

async function loginWith(
  signed: SignedMessage,
  inviteCode: string | null,
  provider: Eip1193Provider,
  system: SystemInfo,
  resigned = false,
): Promise<void> {
  try {
    const { token } = await login({
      address: signed.address,
      message: signed.message,
      signature: signed.signature,
      invite_code: inviteCode,
    });
    pending = null;
    flowStore.set({ inviteOpen: false });
    sessionStore.set({ token, address: signed.address });
    toast.success(t('session.signedIn'));
    await loadSessionData();
  } catch (error) {
    const code = error instanceof ApiError ? error.code : undefined;
    if (code === NOT_REGISTERED || code === UNKNOWN_INVITE_CODE) {
      // 1001: ask for a code. 1002: the code was wrong; let the user type another one.
      if (code === UNKNOWN_INVITE_CODE && error instanceof Error) toast.error(error.message);
      pending = { signed, provider, system };
      flowStore.set({ inviteOpen: true });
      return;
    }
    if (code === NONCE_INVALID && !resigned) {
      // The nonce was used up (e.g. by the 1001 answer) or expired: sign once more.
      const again = await signIn(provider, signed.address, system);
      if (again) await loginWith(again, inviteCode, provider, system, true);
      return;
    }
    if (code === NONCE_INVALID) toast.error(t('session.authFailedRefresh'));
    else if (!(error instanceof ApiError)) {
      toast.error(error instanceof Error ? error.message : t('session.authFailedRefresh'));
    }
    forgetSession();
  }
}

async function runConnect(): Promise<void> {
  // Which wallet: the one chosen among those that announce themselves (EIP-6963), asked when
  // there are several; else the injected one or the dev wallet (wallet-choice.ts, loaded now).
  const { chooseWallet } = await import('./wallet-choice');
  const provider = await chooseWallet();
  if (provider === undefined) return; // the user closed the wallet sheet
  if (!provider) {
    console.error('No provider was found: check that the wallet is installed and logged in.');
    showWalletIssue();
    flowStore.set({ walletSheetOpen: true }); // the ways to get one: a wallet app, a QR code
    return;
  }
  let address: string | undefined;
  try {
    address = (await requestAccounts(provider))[0];
  } catch {
    address = undefined;
  }
  if (!address) {
    showWalletIssue();
    return;
  }
  toast.dismiss(WALLET_ISSUE_TOAST_ID);
  watchProvider(provider);
  let system: SystemInfo;
  try {
    system = await ensureSystemInfo();
  } catch {
    return; // the API client has said why
  }
  if (!(await ensureChain(provider, system))) return;
  const signed = await signIn(provider, address, system);
  if (!signed) return;
  await loginWith(signed, inviteCodeFromUrl(), provider, system);
}

/** The connect flow (top bar's connect prompt; restarts after an account change). */
export async function connect(): Promise<void> {
  if (flowStore.get().busy) {
    toast.info(t('session.verifying'));
    return;
  }
  flowStore.set({ busy: true });
  try {
    await runConnect();
  } finally {
    flowStore.set({ busy: false });
  }
  if (reconnectQueued) {
    reconnectQueued = false;
    await connect();
  }
}

/** The invite popup's confirm: an empty code is refused with a toast; else retry the login. */
export async function submitInviteCode(typed: string): Promise<void> {
  const code = typed.trim();
  if (!code) {
    toast.error(t('invite.empty'));
    return;
  }
  if (flowStore.get().busy) {
    toast.info(t('session.verifying'));
    return;
  }
  const waiting = pending;
  if (!waiting) {
    flowStore.set({ inviteOpen: false });
    await connect();
    return;
  }
  flowStore.set({ busy: true });
  try {
    await loginWith(waiting.signed, code, waiting.provider, waiting.system);
  } finally {
    flowStore.set({ busy: false });
  }
}

/** The invite popup's close button: give up this sign-in. */
export function cancelInvite(): void {
  if (!flowStore.get().inviteOpen) return;
  forgetSession();
}

let lastUnauthorized = 0;

/** "Log out" (this device): ends this session on the server and forgets it here. */
export async function logOut(): Promise<void> {
  try {
    await logout();
  } catch (error) {
    // Signed out here whatever the answer: the token leaves this tab with the session.
    console.error('logout failed', error);
  }
  endSession();
  toast.success(t('menu.loggedOut'));
}

/** Forgets this tab's session (the server has ended it) and goes home. */
export function endSession(): void {
  forgetSession();
  queryClient.removeQueries({ queryKey: ['user_wallet'] });
  navigateHome();
}

/** HTTP 401 from any call (wired into the API client by the app). */
export function handleUnauthorized({ hadToken }: { hadToken: boolean }): void {
  if (!hadToken) return;
  const now = Date.now();
  // Several calls can fail together; one toast is enough.
  if (now - lastUnauthorized > 2000) toast.error(t('session.loginExpired'));
  lastUnauthorized = now;
  endSession();
}

/** The user picked another wallet in the wallet sheet: sign in with it. */
export async function reconnectWithChosenWallet(): Promise<void> {
  if (sessionStore.getState().address) restartSession(true);
  else await connect();
}

/** After the user picked a dev wallet account: connect with it (or switch to it). */
export async function chooseDevWalletAccount(index: number): Promise<void> {
  const system = sessionStore.getState().systemInfo;
  if (!system?.rpcUrl) return;
  const wallet = await activateDevWallet({ rpcUrl: system.rpcUrl, chainId: system.chainId, index });
  // A wallet now: the sheet of ways to get one (open since no wallet was found) has done its part.
  flowStore.set({ devWalletOpen: false, walletSheetOpen: false });
  toast.dismiss(WALLET_ISSUE_TOAST_ID);
  watchProvider(wallet);
  // Switching accounts of a signed-in dev wallet already restarted the flow (accountsChanged).
  if (!sameAddress(sessionStore.getState().address, wallet.address) && !flowStore.get().busy) {
    await reconnectWithChosenWallet();
  }
}

/** On page start: system info, the dev wallet of this tab, and the stored-address check. */
export async function startSession(): Promise<void> {
  let system: SystemInfo | null = sessionStore.getState().systemInfo;
  try {
    system = await refreshSystemInfo();
  } catch {
    // Keep what the session had; the API client has reported the failure.
  }
  // The wallet chosen in an earlier visit, found again among those announcing themselves.
  if (localStorage.getItem(WALLET_CHOICE_KEY)) {
    const { rememberedWallet } = await import('@/features/wallet/discovery');
    setChosenProvider(rememberedWallet()?.provider ?? null);
  }
  const savedIndex = savedDevWalletIndex();
  if (devWalletAvailable(system) && savedIndex !== null && system?.rpcUrl) {
    await activateDevWallet({ rpcUrl: system.rpcUrl, chainId: system.chainId, index: savedIndex });
  }
  const provider = getProvider();
  if (provider) watchProvider(provider);

  const { address, token } = sessionStore.getState();
  if (!address || !token) return;
  let first: string | undefined;
  try {
    first = provider ? (await getAccounts(provider))[0] : undefined;
  } catch {
    first = undefined;
  }
  if (!sameAddress(first, address)) {
    restartSession(true);
    return;
  }
  if (provider) void readWalletChain(provider);
  await loadSessionData();
}
