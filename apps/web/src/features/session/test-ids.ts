/** The sign-in flow's sheets, loaded when first opened (so not in the first load's ids). */
export const SESSION_TEST_IDS = {
  walletSheet: 'wallet-sheet',
  walletOption: (rdns: string) => `wallet-option-${rdns}`,
  walletLastUsed: 'wallet-last-used',
  walletInjected: 'wallet-injected',
  walletNone: 'wallet-none',
  walletApp: (app: string) => `wallet-app-${app}`,
  walletQr: 'wallet-qr',
  walletDevWallet: 'wallet-dev-wallet',
  inviteInviter: 'invite-inviter',
} as const;
