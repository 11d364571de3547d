// Relative: the build's config reads this table in Node (app/pages.ts).
import { PATHS } from '../../config/paths.ts';
import type { RouteHandle } from './route-handle';

/**
 * Every feature route of spec section 2 with its heading and menu entry. Each shows the frame
 * and its heading now; its content lands with its own issue (its page in app/router.tsx).
 */
export const FEATURE_ROUTES: readonly ({ path: string } & Required<Pick<RouteHandle, 'titleKey'>> &
  RouteHandle)[] = [
  { path: PATHS.pledge, titleKey: 'pledge', section: 'pledge' },
  { path: PATHS.repledge, titleKey: 'repledge', section: 'repledge' },
  { path: PATHS.team, titleKey: 'team', section: 'team' },
  { path: PATHS.releaseBonus, titleKey: 'releaseBonus', section: 'team' },
  { path: PATHS.record, titleKey: 'record', section: 'team' },
  { path: PATHS.asset, titleKey: 'asset', section: 'asset' },
  { path: PATHS.assetDetail, titleKey: 'assetDetail', section: 'asset' },
  { path: PATHS.swap, titleKey: 'swap', section: 'swap' },
  { path: PATHS.swapRecord, titleKey: 'swapRecord', section: 'swap' },
  { path: PATHS.reserveBond, titleKey: 'reserveBond', section: 'bond' },
  { path: PATHS.flowBond, titleKey: 'flowBond', section: 'flowBond' },
  { path: PATHS.turbo, titleKey: 'turbo', section: 'usddAssets' },
  { path: PATHS.turboRecord, titleKey: 'turboRecord', section: 'usddAssets' },
  { path: PATHS.tnbAssets, titleKey: 'tnbAssets', section: 'tnbAssets' },
  { path: PATHS.insurancePool, titleKey: 'insurancePool', section: 'rechargeDetail' },
  { path: PATHS.insuranceDetail, titleKey: 'insuranceDetail', section: 'rechargeDetail' },
  { path: PATHS.ranking, titleKey: 'ranking', section: 'prizePool' },
  { path: PATHS.admin, titleKey: 'admin' },
  { path: PATHS.adminSettings, titleKey: 'adminSettings' },
];
