/**
 * Stable test ids (`data-testid`) shared by component tests and the browser tests in e2e/
 * (docs/README.md, "House rules": find elements by test id, never by CSS path). The browser tests
 * import them from '@xbond/web/test-ids' (all-test-ids.ts).
 */
export const TEST_IDS = {
  topBar: 'top-bar',
  topBarLogo: 'top-bar-logo',
  topBarWallet: 'top-bar-wallet',
  topBarAddress: 'top-bar-address',
  topBarToggle: 'top-bar-toggle',
  noticeBell: 'notice-bell',
  noticeBellCount: 'notice-bell-count',
  noticeInbox: 'notice-inbox',
  noticeItem: 'notice-item',
  noticeReadAll: 'notice-read-all',
  noticeEmpty: 'notice-empty',
  noticeError: 'notice-error',
  noticeLoading: 'notice-loading',
  topBarNetwork: 'top-bar-network',

  sideMenu: 'side-menu',
  sideMenuOverlay: 'side-menu-overlay',
  sideMenuItem: (key: string) => `side-menu-item-${key}`,
  sideMenuLanguage: 'side-menu-language',
  sideMenuDevWallet: 'side-menu-dev-wallet',
  sideMenuWallets: 'side-menu-wallets',
  sideMenuLogout: 'side-menu-logout',
  sideMenuLogoutAll: 'side-menu-logout-all',
  logoutAllSheet: 'logout-all-sheet',
  logoutAllConfirm: 'logout-all-confirm',
  logoutAllCancel: 'logout-all-cancel',

  homeNav: 'home-nav',
  homeNavItem: (key: string) => `home-nav-item-${key}`,
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

  assetsConnect: 'assets-connect',
  assetsConnectButton: 'assets-connect-button',
  assetsError: 'assets-error',
  assetsSkeleton: 'assets-skeleton',
  assetsRecordsLink: 'assets-records-link',
  assetCard: (asset: string) => `asset-card-${asset}`,
  assetAvailable: (asset: string) => `asset-available-${asset}`,
  assetPending: (asset: string) => `asset-pending-${asset}`,
  assetWallet: (asset: string) => `asset-wallet-${asset}`,
  assetDeposit: (asset: string) => `asset-deposit-${asset}`,
  assetWithdraw: (asset: string) => `asset-withdraw-${asset}`,
  assetAddToWallet: (asset: string) => `asset-add-to-wallet-${asset}`,
  assetRecords: (asset: string) => `asset-records-${asset}`,
  assetExplorer: (asset: string) => `asset-explorer-${asset}`,

  operationSheet: 'operation-sheet',
  amountInput: 'amount-input',
  amountMax: 'amount-max',
  amountError: 'amount-error',
  amountSubmit: 'amount-submit',
  amountCancel: 'amount-cancel',
  feePreview: 'fee-preview',
  feeAmount: 'fee-amount',
  feeFee: 'fee-fee',
  feeNet: 'fee-net',
  operationProgress: 'operation-progress',
  operationStep: (step: string) => `operation-step-${step}`,
  operationError: 'operation-error',
  operationRetry: 'operation-retry',
  operationClose: 'operation-close',
  operationTxLink: 'operation-tx-link',

  pendingOperations: 'pending-operations',
  pendingDeposit: (id: string) => `pending-deposit-${id}`,
  pendingWithdrawal: (id: string) => `pending-withdrawal-${id}`,
  pendingStatus: (id: string) => `pending-status-${id}`,
  pendingAction: (id: string) => `pending-action-${id}`,

  records: 'records',
  recordsFilterAsset: 'records-filter-asset',
  recordsFilterType: 'records-filter-type',
  recordsFilterAccount: 'records-filter-account',
  recordsExport: 'records-export',
  recordsSkeleton: 'records-skeleton',
  recordsEmpty: 'records-empty',
  recordsError: 'records-error',
  recordsCount: 'records-count',
  recordsLoadMore: 'records-load-more',
  recordItem: 'record-item',

  toast: 'toast',
  toastMask: 'toast-mask',
  toastAction: 'toast-action',
} as const;

/**
 * Each screen's ids live in their own module, re-exported here. The operator's screens' ids are
 * re-exported only from all-test-ids.ts: every visitor's first load would carry them here.
 */
export { BOND_TEST_IDS } from './bond-test-ids';
export { HOME_TEST_IDS } from './home-test-ids';
export { INSURANCE_TEST_IDS } from './insurance-test-ids';
export { PLEDGE_TEST_IDS } from './pledge-test-ids';
export { PRIZE_TEST_IDS } from './prize-test-ids';
export { SESSION_TEST_IDS } from './session-test-ids';
export { SWAP_TEST_IDS } from './swap-test-ids';
export { TEAM_TEST_IDS } from './team-test-ids';
export { TURBO_TEST_IDS } from './turbo-test-ids';
