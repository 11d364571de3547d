/** True in the demo build (`build:demo`) and the dev server; false in production (vite.config.ts). */
declare const __DEV_WALLET__: boolean;

interface Window {
  /** An injected EIP-1193 wallet (browser extension or a wallet's in-app browser). */
  ethereum?: import('../features/wallet/provider').Eip1193Provider;
}
