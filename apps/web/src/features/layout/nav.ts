import type { IconName } from '@/components/ui/Icon/Icon';
import { PATHS } from '@/config/paths';
import type en from '@/locales/shell/en.json';

/**
 * The side menu: the eleven entries of spec section 2 in its order, and the prize pool (the
 * spec's "FOMO Prize Pool" screen, which the swaps fund) after the swap.
 */
export const MENU_ITEMS = [
  { key: 'home', path: PATHS.home, icon: 'home' },
  { key: 'pledge', path: PATHS.pledge, icon: 'layers' },
  { key: 'repledge', path: PATHS.repledge, icon: 'refresh' },
  { key: 'bond', path: PATHS.reserveBond, icon: 'ticket' },
  { key: 'flowBond', path: PATHS.liquidityBond, icon: 'droplet' },
  { key: 'usddAssets', path: PATHS.turbo, icon: 'zap' },
  { key: 'tnbAssets', path: PATHS.tnbAssets, icon: 'coins' },
  { key: 'team', path: PATHS.team, icon: 'users' },
  { key: 'asset', path: PATHS.asset, icon: 'wallet' },
  { key: 'swap', path: PATHS.swap, icon: 'swap' },
  { key: 'prizePool', path: PATHS.ranking, icon: 'trophy' },
  { key: 'rechargeDetail', path: PATHS.insurancePool, icon: 'shield' },
] as const satisfies readonly { key: string; path: string; icon: IconName }[];

export type MenuKey = (typeof MENU_ITEMS)[number]['key'];

/** Home's fuller navigation list (spec section 2). Tabs travel as the query the pages read. */
export const HOME_NAV_ITEMS = [
  { key: 'home', to: PATHS.home, icon: 'home' },
  { key: 'currentPledge', to: `${PATHS.pledge}?tab=current`, icon: 'layers' },
  { key: 'regularPledge', to: `${PATHS.pledge}?tab=regular`, icon: 'calendar' },
  { key: 'reserveBonds', to: PATHS.reserveBond, icon: 'ticket' },
  { key: 'liquidityBonds', to: PATHS.liquidityBond, icon: 'droplet' },
  { key: 'tradingTurbo', to: PATHS.turbo, icon: 'zap' },
  { key: 'prizePool', to: PATHS.ranking, icon: 'trophy' },
  { key: 'team', to: PATHS.team, icon: 'users' },
  { key: 'community', to: `${PATHS.team}?tab=community`, icon: 'network' },
  { key: 'assets', to: PATHS.asset, icon: 'wallet' },
  { key: 'flashSwap', to: PATHS.swap, icon: 'swap' },
  { key: 'insurance', to: PATHS.insurancePool, icon: 'shield' },
] as const satisfies readonly { key: string; to: string; icon: IconName }[];

export type HomeNavKey = (typeof HOME_NAV_ITEMS)[number]['key'];

/** A page heading's key among the shell's texts (`pages.<key>`). */
export type PageTitleKey = Exclude<keyof (typeof en)['pages'], 'emptyHint'>;
