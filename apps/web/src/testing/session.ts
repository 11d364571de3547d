import type { SystemInfo } from '@xbond/shared/api/common';
import { toast } from '@/components/ui/Toast/toast-store';
import { flowStore } from '@/features/session/flow-store';
import { sessionStore } from '@/features/session/store';
import { resetServerClock } from '@/lib/server-clock';

/** Puts the app-wide stores back to a fresh page's state. */
export function resetStores(): void {
  sessionStore.set({
    address: null,
    token: null,
    signInfo: { isSign: false, signature: null },
    applicationLocale: 'en',
    walletInfo: null,
    systemInfo: null,
    switchConfig: null,
  });
  flowStore.set({
    busy: false,
    inviteOpen: false,
    networkPrompt: null,
    devWalletOpen: false,
    walletSheetOpen: false,
    walletChainId: null,
  });
  toast.clear();
  resetServerClock();
}

export const SYSTEM_INFO: SystemInfo = {
  productName: 'XBond',
  serverTime: '2025-01-01T00:00:00.000Z',
  chainId: 31337,
  chainName: 'Anvil',
  rpcUrl: '/rpc',
  explorerUrl: null,
  locales: ['zhTw', 'en', 'kr', 'ja', 'th'],
  defaultLocale: 'en',
  devWallet: true,
  footerLinks: [
    { name: 'telegram', url: 'https://t.me/xbond' },
    { name: 'x', url: 'https://x.com/xbond' },
    { name: 'discord', url: 'https://discord.gg/xbond' },
    { name: 'github', url: 'https://github.com/xbond' },
  ],
  withdraw: { min: '10', feeBps: 100 },
  depositConfirmations: 1,
  pledge: {
    min: '10',
    limit: '100000',
    flexibleRatePpm: 3000,
    terms: [
      { days: 30, minRatePpm: 4000, maxRatePpm: 6000 },
      { days: 90, minRatePpm: 5000, maxRatePpm: 8000 },
      { days: 180, minRatePpm: 6000, maxRatePpm: 10000 },
      { days: 360, minRatePpm: 8000, maxRatePpm: 12000 },
    ],
    earningsCapMultiple: 5,
  },
  insurance: { premiumBps: 500, minReturnBps: 0 },
  bond: {
    terms: [
      { days: 5, discountBps: 300 },
      { days: 15, discountBps: 600 },
      { days: 30, discountBps: 1000 },
    ],
    min: '10',
    dailyCapacity: '100000',
    rebaseRatePpm: 1000,
  },
  flowbond: {
    terms: [
      { days: 30, discountBps: 500 },
      { days: 60, discountBps: 800 },
      { days: 90, discountBps: 1200 },
    ],
    min: '1',
    principalBps: 5000,
    penaltyBps: 2000,
    closed: false,
  },
  swap: {
    feeBps: 30,
    prizeShareBps: 5000,
    slippage: { defaultBps: 50, minBps: 10, maxBps: 500 },
    priceImpactWarnBps: 300,
    pendingMax: 10,
  },
  turbo: { activationFee: '5' },
  prize: {
    splitBps: { hour: 2000, week: 3000, month: 5000 },
    sharesBps: {
      hour: [5000, 3000, 2000],
      week: [2500, 1800, 1400, 1100, 900, 700, 600, 400, 300, 300],
      month: [2500, 1800, 1400, 1100, 900, 700, 600, 400, 300, 300],
    },
    claimDays: 30,
  },
  team: {
    validDirectMin: '100',
    levels: [
      { level: 1, smallRegion: '10000', directs: 3, rateBps: 500 },
      { level: 2, smallRegion: '50000', directs: 3, rateBps: 1000 },
      { level: 3, smallRegion: '200000', directs: 3, rateBps: 1500 },
      { level: 4, smallRegion: '1000000', directs: 3, rateBps: 2000 },
      { level: 5, smallRegion: '5000000', directs: 3, rateBps: 2500 },
    ],
    directRateBps: 1000,
    coefficientPrincipal: '1000',
    exitMultiple: 5,
    burnAssets: ['Z', 'HBOX', 'BOX'],
  },
  pools: [],
};
