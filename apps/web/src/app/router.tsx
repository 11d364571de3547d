import { type ComponentType, type LazyExoticComponent, lazy, useEffect } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { PATHS } from '@/config/paths';
import { Layout } from '@/features/layout/components/Layout';
import { FEATURE_ROUTES } from '@/features/layout/routes';
import { configureSession } from '@/features/session/session-flow';

type Page = LazyExoticComponent<ComponentType> & { preload: () => void };

/**
 * A page's code, split from the first load; navigation keeps the old page until it arrives.
 * `preload` fetches it ahead of rendering (the module cache serves the render).
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Page {
  const component = lazy(async () => ({ default: (await load())[name] }));
  return Object.assign(component, { preload: () => void load() });
}

const Home = page(() => import('@/features/home/HomePage'), 'HomePage');
const Placeholder = page(
  () => import('@/features/placeholder/FeaturePlaceholder'),
  'FeaturePlaceholder',
);

/** Feature routes whose screens have landed; the others show the placeholder. */
const PAGES: Partial<Record<string, Page>> = {
  [PATHS.pledge]: page(() => import('@/features/pledge/pages/PledgePage'), 'PledgePage'),
  [PATHS.repledge]: page(() => import('@/features/pledge/pages/RepledgePage'), 'RepledgePage'),
  [PATHS.insurancePool]: page(
    () => import('@/features/insurance/pages/InsurancePoolPage'),
    'InsurancePoolPage',
  ),
  [PATHS.insuranceDetail]: page(
    () => import('@/features/insurance/pages/InsuranceDetailPage'),
    'InsuranceDetailPage',
  ),
  [PATHS.asset]: page(() => import('@/features/assets/pages/AssetsPage'), 'AssetsPage'),
  [PATHS.assetDetail]: page(
    () => import('@/features/assets/pages/AssetDetailPage'),
    'AssetDetailPage',
  ),
  [PATHS.reserveBond]: page(
    () => import('@/features/bonds/pages/ReserveBondPage'),
    'ReserveBondPage',
  ),
  [PATHS.flowBond]: page(() => import('@/features/bonds/pages/FlowBondPage'), 'FlowBondPage'),
  [PATHS.tnbAssets]: page(() => import('@/features/assets/pages/TnbAssetsPage'), 'TnbAssetsPage'),
  [PATHS.turbo]: page(() => import('@/features/turbo/pages/TurboPage'), 'TurboPage'),
  [PATHS.turboRecord]: page(
    () => import('@/features/turbo/pages/TurboRecordPage'),
    'TurboRecordPage',
  ),
  [PATHS.ranking]: page(() => import('@/features/prize/pages/RankingPage'), 'RankingPage'),
  [PATHS.team]: page(() => import('@/features/team/pages/TeamPage'), 'TeamPage'),
  [PATHS.releaseBonus]: page(
    () => import('@/features/team/pages/ReleaseBonusPage'),
    'ReleaseBonusPage',
  ),
  [PATHS.record]: page(() => import('@/features/team/pages/RecordPage'), 'RecordPage'),
  [PATHS.swap]: page(() => import('@/features/swap/pages/SwapPage'), 'SwapPage'),
  [PATHS.swapRecord]: page(() => import('@/features/swap/pages/SwapRecordPage'), 'SwapRecordPage'),
};

/**
 * Starts fetching the page of `pathname` at once: on a first visit it then loads beside the
 * language instead of after it (the page's first paint waits for both).
 */
export function preloadPage(pathname: string): void {
  const home = pathname === PATHS.home || pathname === PATHS.homeAlias;
  (home ? Home : (PAGES[pathname] ?? Placeholder)).preload();
}

/** The session flow goes home (on logout, a wallet change) through the router. */
function SessionNavigation() {
  const navigate = useNavigate();
  useEffect(() => configureSession({ navigateHome: () => void navigate(PATHS.home) }), [navigate]);
  return null;
}

/**
 * Every route of spec section 2 in the frame. Declarative routes, not a data router: the app
 * loads no route data, and the data router would add ~17 KB gzip to the first load.
 */
export function AppRoutes() {
  return (
    <>
      <SessionNavigation />
      <Routes>
        <Route path="/" element={<Layout />}>
          <Route index element={<Home />} />
          <Route path={PATHS.homeAlias} element={<Home />} />
          {FEATURE_ROUTES.map(({ path }) => {
            const Page = PAGES[path] ?? Placeholder;
            return <Route key={path} path={path} element={<Page />} />;
          })}
          {/* Spec: an unknown route goes home. */}
          <Route path="*" element={<Navigate to={PATHS.home} replace />} />
        </Route>
      </Routes>
    </>
  );
}
