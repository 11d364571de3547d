/**
 * Every route of spec section 2 (hash routing). The paths keep the old app's names
 * (docs/README.md, "Features"): `rechargeDetail` is the insurance pool, `USDDAssets` the trading
 * turbo.
 */
export const PATHS = {
  home: '/',
  homeAlias: '/pages/index/index',
  pledge: '/pages/pledge/index',
  repledge: '/pages/repledge/index',
  team: '/pages/team/index',
  releaseBonus: '/pages/team/releaseBonus',
  record: '/pages/record/index',
  asset: '/pages/asset/index',
  assetDetail: '/pages/asset/detail',
  swap: '/pages/swap/index',
  swapRecord: '/pages/swap/record',
  reserveBond: '/pages/reserve/bond',
  liquidityBond: '/pages/reserve/flowbond',
  turbo: '/pages/USDDAssets/USDDAssets',
  turboRecord: '/pages/USDDAssets/record',
  tnbAssets: '/pages/TNBAssets/TNBAssets',
  insurancePool: '/pages/rechargeDetail/rechargeDetail',
  insuranceDetail: '/pages/rechargeDetail/detailInfo',
  /** The prize-pool ranking; the spec does not give its path, so this one is ours. */
  ranking: '/pages/ranking/index',
  /** The operator's console (docs/operations.md): offered in the menu to operators only. */
  admin: '/admin',
  /** The operator's pause switches and economic settings. */
  adminSettings: '/admin/settings',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];
