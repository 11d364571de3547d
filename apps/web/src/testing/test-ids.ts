/**
 * Stable test ids (`data-testid`) shared by component tests and the browser tests in e2e/
 * (docs/README.md, "House rules": find elements by test id, never by CSS path): the frame's (top
 * bar, menu, popups, toasts, the records export every list offers). Each feature's are in its
 * folder (`features/<feature>/test-ids.ts`); the browser tests import them all from
 * '@xbond/web/test-ids' (app/test-ids.ts).
 */
export const TEST_IDS = {
  topBar: 'top-bar',
  topBarLogo: 'top-bar-logo',
  topBarWallet: 'top-bar-wallet',
  topBarAddress: 'top-bar-address',
  topBarToggle: 'top-bar-toggle',
  topBarNetwork: 'top-bar-network',

  sideMenu: 'side-menu',
  sideMenuOverlay: 'side-menu-overlay',
  sideMenuItem: (key: string) => `side-menu-item-${key}`,
  sideMenuLanguage: 'side-menu-language',
  sideMenuDevWallet: 'side-menu-dev-wallet',
  sideMenuWallets: 'side-menu-wallets',
  sideMenuLogout: 'side-menu-logout',
  sideMenuLogoutAll: 'side-menu-logout-all',
  /** The operator's console's entry, shown to operators only. */
  sideMenuOperator: 'side-menu-operator',
  logoutAllSheet: 'logout-all-sheet',
  logoutAllConfirm: 'logout-all-confirm',
  logoutAllCancel: 'logout-all-cancel',

  pageHeading: 'page-heading',
  /** index.html's frame, shown until the app's first render (written there, not imported). */
  staticFrame: 'static-frame',

  footer: 'footer',
  footerLink: (name: string) => `footer-link-${name}`,
  footerCopyright: 'footer-copyright',

  popup: 'popup',
  popupOverlay: 'popup-overlay',
  popupContainer: 'popup-container',
  popupContent: 'popup-content',
  popupClose: 'popup-close',
  popupConfirm: 'popup-confirm',
  popupCancel: 'popup-cancel',

  languagePopup: 'language-popup',
  languageOption: (locale: string) => `language-option-${locale}`,

  invitePopup: 'invite-popup',
  inviteInput: 'invite-input',
  inviteConfirm: 'invite-confirm',

  networkPopup: 'network-popup',
  devWalletPopup: 'dev-wallet-popup',
  devWalletAccount: (index: number) => `dev-wallet-account-${index}`,
  devWalletUse: 'dev-wallet-use',
  devTimeNow: 'dev-time-now',
  devTimeAdvance: (seconds: number) => `dev-time-advance-${seconds}`,

  recordsExport: 'records-export',

  toast: 'toast',
  toastMask: 'toast-mask',
  toastAction: 'toast-action',
} as const;
