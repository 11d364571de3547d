/**
 * Which module draws each route: its file under src/ and the component it exports. The one
 * table of route pages, read by the router (each page a lazy chunk) and by the build, which
 * turns it into index.html's map of each route's chunks (`route-preload.ts`), so a first visit
 * fetches its page beside the shell instead of after it. Relative imports only: the build's
 * config loads this file in Node.
 */
import { PATHS } from '../config/paths.ts';
import { FEATURE_ROUTES } from '../features/layout/routes.ts';

export interface PageModule {
  /** Under src/, e.g. `features/home/HomePage.tsx`. */
  file: string;
  /** The component the module exports. */
  name: string;
  /**
   * The feature dictionaries it shows texts of (besides the shell's), loaded with it: its own
   * feature's, and the other features' a composed page draws.
   */
  dictionaries: readonly string[];
}

/** A page of `features/<feature>/…` shows its feature's texts; `also` adds others'. */
const at = (file: string, name: string, also: readonly string[] = []): PageModule => {
  const feature = /^features\/([^/]+)\//.exec(file)?.[1];
  return { file, name, dictionaries: feature ? [feature, ...also] : also };
};

export const HOME_PAGE = at('features/home/HomePage.tsx', 'HomePage');
/** The page of each feature route; the router refuses to start with a route missing here. */
export const ROUTE_PAGES: Readonly<Partial<Record<string, PageModule>>> = {
  // Staking sells the pool's insurance (its sheet and agreement use the insurance texts).
  [PATHS.pledge]: at('features/pledge/pages/PledgePage.tsx', 'PledgePage', ['insurance']),
  [PATHS.repledge]: at('features/pledge/pages/RepledgePage.tsx', 'RepledgePage', ['insurance']),
  [PATHS.insurancePool]: at('features/insurance/pages/InsurancePoolPage.tsx', 'InsurancePoolPage'),
  [PATHS.insuranceDetail]: at(
    'features/insurance/pages/InsuranceDetailPage.tsx',
    'InsuranceDetailPage',
  ),
  [PATHS.asset]: at('features/assets/pages/AssetsPage.tsx', 'AssetsPage'),
  [PATHS.assetDetail]: at('features/assets/pages/AssetDetailPage.tsx', 'AssetDetailPage'),
  [PATHS.reserveBond]: at('features/bonds/pages/ReserveBondPage.tsx', 'ReserveBondPage'),
  [PATHS.flowBond]: at('features/bonds/pages/FlowBondPage.tsx', 'FlowBondPage'),
  [PATHS.tnbAssets]: at('features/assets/pages/TnbAssetsPage.tsx', 'TnbAssetsPage'),
  // The spec's stable-coin assets: the USDD balance (assets) above the turbine (turbo).
  [PATHS.turbo]: at('app/pages/UsddAssetsPage.tsx', 'UsddAssetsPage', ['assets', 'turbo']),
  [PATHS.turboRecord]: at('features/turbo/pages/TurboRecordPage.tsx', 'TurboRecordPage'),
  [PATHS.ranking]: at('features/prize/pages/RankingPage.tsx', 'RankingPage'),
  [PATHS.team]: at('features/team/pages/TeamPage.tsx', 'TeamPage'),
  [PATHS.releaseBonus]: at('features/team/pages/ReleaseBonusPage.tsx', 'ReleaseBonusPage'),
  [PATHS.record]: at('features/team/pages/RecordPage.tsx', 'RecordPage'),
  [PATHS.swap]: at('features/swap/pages/SwapPage.tsx', 'SwapPage'),
  [PATHS.swapRecord]: at('features/swap/pages/SwapRecordPage.tsx', 'SwapRecordPage'),
  [PATHS.admin]: at('features/admin/pages/AdminPage.tsx', 'AdminPage'),
  [PATHS.adminSettings]: at(
    'features/admin-settings/pages/AdminSettingsPage.tsx',
    'AdminSettingsPage',
  ),
};

/** Every route path: home, its alias and the feature routes. */
export const ROUTE_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.homeAlias,
  ...FEATURE_ROUTES.map((r) => r.path),
];

/** The page of a route path; an unknown path is sent home, so it gets home's page. */
export function pageOf(pathname: string): PageModule {
  return ROUTE_PAGES[pathname] ?? HOME_PAGE;
}
