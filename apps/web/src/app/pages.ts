/**
 * The web's one route table: every route of spec section 2 with the module that draws it (its
 * file under src/ and the component it exports), the dictionaries it shows, its heading and its
 * side-menu entry. The router reads it (each page a lazy chunk, the frame's current menu entry),
 * and the build turns it into index.html's map of each route's chunks (`route-preload.ts`), so a
 * first visit fetches its page beside the shell instead of after it. Relative imports only: the
 * build's config loads this file in Node.
 */
import { PATHS } from '../config/paths.ts';
import type { MenuKey, PageTitleKey } from '../features/layout/nav';

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

export interface AppRoute extends PageModule {
  path: string;
  /** The page's heading (`pages.<key>` in the shell's texts); home shows the product's name. */
  titleKey?: PageTitleKey;
  /** The side menu's entry it belongs to, highlighted there. */
  section?: MenuKey;
  /**
   * The connect prompt the page shows a visitor right under its heading (its title's and hint's
   * keys), which the first paint draws too (route-frames.ts) when the browser holds no session.
   */
  visitorPrompt?: { title: string; hint: string; rules?: VisitorRules };
  /**
   * What the page says to a visitor right under its heading instead (its key, and its class),
   * which the first paint draws too.
   */
  visitorNote?: { key: string; className: string };
}

/**
 * A card of rules everyone reads, which a page shows a visitor above its connect prompt: its
 * title's and its figures' labels' keys. The first paint draws it as the page does before the
 * system's settings arrive, its figures as bars, so the prompt stands where the page puts it.
 */
export interface VisitorRules {
  title: string;
  labels: readonly string[];
}

/** The asset screens' visitor: their rules (assets/components/ConnectPrompt.tsx), then the prompt. */
const ASSETS_VISITOR = {
  title: 'assets.connectTitle',
  hint: 'assets.connectHint',
  rules: {
    title: 'visitor.assetRules',
    labels: ['visitor.withdrawMin', 'visitor.withdrawFee', 'visitor.depositConfirmations'],
  },
};

/** A page of `features/<feature>/…` shows its feature's texts; `also` adds others'. */
const at = (file: string, name: string, also: readonly string[] = []): PageModule => {
  const feature = /^features\/([^/]+)\//.exec(file)?.[1];
  return { file, name, dictionaries: feature ? [feature, ...also] : also };
};

const HOME_PAGE = at('features/home/HomePage.tsx', 'HomePage');

export const ROUTES: readonly AppRoute[] = [
  { path: PATHS.home, ...HOME_PAGE, section: 'home' },
  // Home under its other path is the same page.
  { path: PATHS.homeAlias, ...HOME_PAGE, section: 'home' },
  // Staking sells the pool's insurance (its sheet and agreement use the insurance texts).
  {
    path: PATHS.pledge,
    ...at('features/pledge/pages/PledgePage.tsx', 'PledgePage', ['insurance']),
    titleKey: 'pledge',
    section: 'pledge',
  },
  {
    path: PATHS.repledge,
    ...at('features/pledge/pages/RepledgePage.tsx', 'RepledgePage', ['insurance']),
    titleKey: 'repledge',
    visitorPrompt: { title: 'pledge.connectTitle', hint: 'pledge.connectHint' },
    section: 'repledge',
  },
  {
    path: PATHS.team,
    ...at('features/team/pages/TeamPage.tsx', 'TeamPage'),
    titleKey: 'team',
    section: 'team',
  },
  {
    path: PATHS.releaseBonus,
    ...at('features/team/pages/ReleaseBonusPage.tsx', 'ReleaseBonusPage'),
    titleKey: 'releaseBonus',
    visitorPrompt: { title: 'team.releasePlan.connectTitle', hint: 'team.releasePlan.connectHint' },
    section: 'team',
  },
  {
    path: PATHS.record,
    ...at('features/team/pages/RecordPage.tsx', 'RecordPage'),
    titleKey: 'record',
    visitorPrompt: { title: 'team.record.connectTitle', hint: 'team.record.connectHint' },
    section: 'team',
  },
  {
    path: PATHS.asset,
    ...at('features/assets/pages/AssetsPage.tsx', 'AssetsPage'),
    titleKey: 'asset',
    visitorPrompt: ASSETS_VISITOR,
    section: 'asset',
  },
  {
    path: PATHS.assetDetail,
    ...at('features/assets/pages/AssetDetailPage.tsx', 'AssetDetailPage'),
    titleKey: 'assetDetail',
    visitorPrompt: ASSETS_VISITOR,
    section: 'asset',
  },
  {
    path: PATHS.swap,
    ...at('features/swap/pages/SwapPage.tsx', 'SwapPage'),
    titleKey: 'swap',
    section: 'swap',
  },
  {
    path: PATHS.swapRecord,
    ...at('features/swap/pages/SwapRecordPage.tsx', 'SwapRecordPage'),
    titleKey: 'swapRecord',
    visitorPrompt: { title: 'swap.record.connectTitle', hint: 'swap.record.connectHint' },
    section: 'swap',
  },
  {
    path: PATHS.reserveBond,
    ...at('features/reserveBond/pages/ReserveBondPage.tsx', 'ReserveBondPage'),
    titleKey: 'reserveBond',
    section: 'bond',
  },
  {
    path: PATHS.liquidityBond,
    ...at('features/liquidityBond/pages/LiquidityBondPage.tsx', 'LiquidityBondPage'),
    titleKey: 'liquidityBond',
    section: 'flowBond',
  },
  // The spec's stable-coin assets: the USDD balance (assets) above the turbine (turbo).
  {
    path: PATHS.turbo,
    ...at('app/pages/UsddAssetsPage.tsx', 'UsddAssetsPage', ['assets', 'turbo']),
    titleKey: 'turbo',
    section: 'usddAssets',
  },
  {
    path: PATHS.turboRecord,
    ...at('features/turbo/pages/TurboRecordPage.tsx', 'TurboRecordPage'),
    titleKey: 'turboRecord',
    visitorPrompt: { title: 'turbo.connectTitle', hint: 'turbo.connectHint' },
    section: 'usddAssets',
  },
  {
    path: PATHS.tnbAssets,
    ...at('features/assets/pages/TnbAssetsPage.tsx', 'TnbAssetsPage'),
    titleKey: 'tnbAssets',
    visitorPrompt: ASSETS_VISITOR,
    section: 'tnbAssets',
  },
  {
    path: PATHS.insurancePool,
    ...at('features/insurance/pages/InsurancePoolPage.tsx', 'InsurancePoolPage'),
    titleKey: 'insurancePool',
    section: 'rechargeDetail',
  },
  {
    path: PATHS.insuranceDetail,
    ...at('features/insurance/pages/InsuranceDetailPage.tsx', 'InsuranceDetailPage'),
    titleKey: 'insuranceDetail',
    visitorPrompt: { title: 'insurance.connectTitle', hint: 'insurance.connectHint' },
    section: 'rechargeDetail',
  },
  {
    path: PATHS.ranking,
    ...at('features/prize/pages/RankingPage.tsx', 'RankingPage'),
    titleKey: 'ranking',
    section: 'prizePool',
  },
  // The operator's console: in no menu section.
  {
    path: PATHS.admin,
    ...at('features/admin/pages/AdminPage.tsx', 'AdminPage'),
    titleKey: 'admin',
    visitorNote: { key: 'admin.notOperator', className: 'admin-card__hint' },
  },
  {
    path: PATHS.adminSettings,
    ...at('features/admin-settings/pages/AdminSettingsPage.tsx', 'AdminSettingsPage'),
    titleKey: 'adminSettings',
    visitorPrompt: { title: 'pages.adminSettings', hint: 'adminSettings.forOperators' },
  },
];

const BY_PATH = new Map(ROUTES.map((route) => [route.path, route]));

/** Every route path. */
export const ROUTE_PATHS: readonly string[] = ROUTES.map((r) => r.path);

/** The route of a path, undefined for an unknown one (the router sends it home). */
export function routeOf(pathname: string): AppRoute | undefined {
  return BY_PATH.get(pathname);
}

/** The page of a route path; an unknown path is sent home, so it gets home's page. */
export function pageOf(pathname: string): PageModule {
  return routeOf(pathname) ?? HOME_PAGE;
}
