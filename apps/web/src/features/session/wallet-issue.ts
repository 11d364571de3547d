// What the flow says when no wallet answers, and the dev wallet it offers instead where there is one.
import type { SystemInfo } from '@xbond/shared/api/common';
import { toast } from '@/components/ui/Toast/toast-store';
import { devWalletBuild } from '@/features/wallet/dev-wallet';
import { getInjectedProvider } from '@/features/wallet/provider';
import { i18n } from '@/lib/i18n';
import { flowStore } from './flow-store';
import { sessionStore } from './store';

export const WALLET_ISSUE_TOAST_ID = 'wallet-issue';

/** The dev wallet is offered on the local demo chain, in demo builds, without an injected one. */
export function devWalletAvailable(system: SystemInfo | null = sessionStore.getState().systemInfo) {
  return Boolean(devWalletBuild && system?.devWallet && system.rpcUrl && !getInjectedProvider());
}

/**
 * The demo's own tools (its time travel) exist in demo builds on the local chain, whatever
 * wallet the user has; the dev wallet's accounts only when no wallet is injected.
 */
export function demoToolsAvailable(
  system: SystemInfo | null = sessionStore.getState().systemInfo,
): boolean {
  return Boolean(devWalletBuild && system?.devWallet);
}

export function openDevWallet(): void {
  toast.dismiss(WALLET_ISSUE_TOAST_ID); // the picker is the way to resolve it
  // In place of the wallet sheet (opened with the toast when no wallet answers): a sheet whose
  // code lands after the picker opened would draw over it.
  flowStore.set({ devWalletOpen: true, walletSheetOpen: false });
}

export function showWalletIssue(): void {
  toast.error(i18n.t('session.walletIssue'), {
    id: WALLET_ISSUE_TOAST_ID,
    title: i18n.t('session.walletIssueTitle'),
    duration: null, // stays until a wallet answers (spec section 8)
    action: devWalletAvailable()
      ? { label: i18n.t('session.useDevWallet'), onClick: openDevWallet }
      : undefined,
  });
}
