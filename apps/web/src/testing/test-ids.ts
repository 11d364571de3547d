/**
 * Stable test ids (`data-testid`) shared by component tests and the browser tests in e2e/
 * (style.md: find elements by test id, never by CSS path). Import from '@xbond/web/test-ids'.
 */
export const TEST_IDS = {
  topBar: 'top-bar',
  topBarLogo: 'top-bar-logo',
  topBarWallet: 'top-bar-wallet',
  topBarAddress: 'top-bar-address',
  topBarToggle: 'top-bar-toggle',

  sideMenu: 'side-menu',
  sideMenuOverlay: 'side-menu-overlay',
  sideMenuItem: (key: string) => `side-menu-item-${key}`,
  sideMenuLanguage: 'side-menu-language',
  sideMenuDevWallet: 'side-menu-dev-wallet',

  homeNav: 'home-nav',
  homeNavItem: (key: string) => `home-nav-item-${key}`,
  pageHeading: 'page-heading',

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

  toast: 'toast',
  toastMask: 'toast-mask',
  toastAction: 'toast-action',
} as const;
