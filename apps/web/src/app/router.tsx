import { createHashRouter, type LazyRouteFunction, Navigate, type RouteObject } from 'react-router';
import { PATHS } from '@/config/paths';
import { Layout } from '@/features/layout/components/Layout';
import type { RouteHandle } from '@/features/layout/route-handle';
import { configureSession } from '@/features/session/session-flow';
import { FEATURE_ROUTES } from './routes';

// Route components are code-split: the first load carries only the frame.
const home = async () => ({ Component: (await import('@/features/home/HomePage')).HomePage });
const placeholder = async () => ({
  Component: (await import('@/features/placeholder/FeaturePlaceholder')).FeaturePlaceholder,
});

/** Feature routes whose screens have landed; the others show the placeholder. */
const PAGES: Partial<Record<string, LazyRouteFunction<RouteObject>>> = {
  [PATHS.pledge]: async () => ({
    Component: (await import('@/features/pledge/pages/PledgePage')).PledgePage,
  }),
  [PATHS.repledge]: async () => ({
    Component: (await import('@/features/pledge/pages/RepledgePage')).RepledgePage,
  }),
  [PATHS.insurancePool]: async () => ({
    Component: (await import('@/features/insurance/pages/InsurancePoolPage')).InsurancePoolPage,
  }),
  [PATHS.insuranceDetail]: async () => ({
    Component: (await import('@/features/insurance/pages/InsuranceDetailPage')).InsuranceDetailPage,
  }),
  [PATHS.asset]: async () => ({
    Component: (await import('@/features/assets/pages/AssetsPage')).AssetsPage,
  }),
  [PATHS.assetDetail]: async () => ({
    Component: (await import('@/features/assets/pages/AssetDetailPage')).AssetDetailPage,
  }),
  [PATHS.tnbAssets]: async () => ({
    Component: (await import('@/features/assets/pages/TnbAssetsPage')).TnbAssetsPage,
  }),
};

const homeHandle: RouteHandle = { section: 'home' };

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    hydrateFallbackElement: <div />,
    children: [
      { index: true, lazy: home, handle: homeHandle },
      { path: PATHS.homeAlias, lazy: home, handle: homeHandle },
      ...FEATURE_ROUTES.map(({ path, titleKey, section }) => ({
        path,
        lazy: PAGES[path] ?? placeholder,
        handle: { titleKey, section } satisfies RouteHandle,
      })),
      // Spec: an unknown route goes home.
      { path: '*', element: <Navigate to={PATHS.home} replace /> },
    ],
  },
];

export function createAppRouter() {
  const router = createHashRouter(routes);
  configureSession({ navigateHome: () => void router.navigate(PATHS.home) });
  return router;
}
