/**
 * Phone browsers have no wallet in the page: these links open a page inside a wallet app's own
 * browser, where the wallet is injected. Each is the wallet's public deep-link form; the page
 * URL travels whole (hash route and its query included).
 */
export const WALLET_APPS = ['metamask', 'trust', 'tokenpocket', 'okx', 'coinbase'] as const;
export type WalletApp = (typeof WALLET_APPS)[number];

export const WALLET_APP_NAMES: Readonly<Record<WalletApp, string>> = {
  metamask: 'MetaMask',
  trust: 'Trust Wallet',
  tokenpocket: 'TokenPocket',
  okx: 'OKX Wallet',
  coinbase: 'Coinbase Wallet',
};

export function walletAppLink(app: WalletApp, pageUrl: string): string {
  const url = encodeURIComponent(pageUrl);
  switch (app) {
    case 'metamask':
      // The URL without its scheme, not encoded: an encoded `/`, `?` or `#` opens a blank tab.
      return `https://link.metamask.io/dapp/${pageUrl.replace(/^https?:\/\//, '')}`;
    case 'trust':
      // coin_id 60: Ethereum's SLIP-44 index, the EVM browser.
      return `https://link.trustwallet.com/open_url?coin_id=60&url=${url}`;
    case 'tokenpocket':
      return `tpdapp://open?params=${encodeURIComponent(JSON.stringify({ url: pageUrl, chain: 'ETH' }))}`;
    case 'okx':
      return `https://web3.okx.com/download?deeplink=${encodeURIComponent(`okx://wallet/dapp/url?dappUrl=${url}`)}`;
    case 'coinbase':
      return `https://go.cb-w.com/dapp?cb_url=${url}`;
  }
}
