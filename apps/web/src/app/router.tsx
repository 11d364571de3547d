import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { PATHS } from '@/config/paths';
import { loadDictionaries } from '@/features/i18n/i18n';
import { Layout } from '@/features/layout/components/Layout';
import { configureSession } from '@/features/session/session-flow';
import { navigate, useLocation } from '@/lib/hash-router';
import { type PageModule, pageOf, ROUTES, routeOf } from './pages';

/** A page's code: loaded lazily, or, once here, at hand. */
interface PageCode {
  Lazy: LazyExoticComponent<ComponentType>;
  loaded: () => ComponentType | undefined;
  /** Fetches the code; resolves when it is here, never rejects (the render reports a failure). */
  preload: () => Promise<void>;
}

// Every page module, each its own chunk, loaded when first shown (keys are `../<file>`, and
// `./pages/<name>` for the pages composed here in app/).
const PAGE_LOADERS = import.meta.glob<Record<string, ComponentType>>([
  '../features/*/pages/*.tsx',
  '../features/home/HomePage.tsx',
  './pages/*.tsx',
  '!**/*.test.tsx',
]);
const loaderKey = (file: string) =>
  file.startsWith('app/') ? `./${file.slice('app/'.length)}` : `../${file}`;

/**
 * A page's code, split from the first load, with its dictionaries: it renders once both are
 * here, so no key shows raw. Navigation keeps the old page until they arrive.
 */
function page({ file, name, dictionaries }: PageModule): PageCode {
  const importPage = PAGE_LOADERS[loaderKey(file)];
  if (!importPage) throw new Error(`no page module ${file}`);
  let loaded: ComponentType | undefined;
  const load = async () => {
    const [module] = await Promise.all([importPage(), loadDictionaries(dictionaries)]);
    const component = module[name];
    if (!component) throw new Error(`${file} exports no ${name}`);
    loaded = component;
    return { default: component };
  };
  return {
    Lazy: lazy(load),
    loaded: () => loaded,
    preload: () =>
      load().then(
        () => undefined,
        () => undefined,
      ),
  };
}

/**
 * A page whose code is already here renders at once, not through `lazy`, which would suspend
 * for a tick: the first render then shows the page itself, not the frame with an empty body
 * whose footer the page then pushes down (a layout shift). Which of the two a mounted page
 * uses is decided once, so it never remounts.
 */
function RoutePage({ code }: { code: PageCode }) {
  const [Loaded] = useState(code.loaded);
  return Loaded ? <Loaded /> : <code.Lazy />;
}

// The top bar's bell loads after the first paint, with its texts: not part of any page's
// first-load budget.
const NoticeBell = lazy(() =>
  Promise.all([
    import('@/features/notices/components/NoticeBell'),
    loadDictionaries(['notices']),
  ]).then(([module]) => module),
);
const BELL = (
  <Suspense fallback={null}>
    <NoticeBell />
  </Suspense>
);
// One page's code per module: home under its two paths is one page.
const CODE = new Map<string, PageCode>();
for (const route of ROUTES) if (!CODE.has(route.file)) CODE.set(route.file, page(route));
function codeOf({ file }: PageModule): PageCode {
  const code = CODE.get(file);
  if (!code) throw new Error(`no route draws ${file} (app/pages.ts)`);
  return code;
}

/**
 * Fetches the page of `pathname` and its dictionaries, resolved when they are here (never
 * rejected): a first visit renders once they and the shell's dictionary have arrived.
 * index.html's map has usually asked for them already; this also covers builds without the
 * map (the dev server).
 */
export function preloadPage(pathname: string): Promise<void> {
  // An unknown path is sent home (pageOf), so home's page is the one to fetch.
  return codeOf(pageOf(pathname)).preload();
}

/**
 * Every route of spec section 2 in the frame, its page keyed by its module: another route's
 * page is another component, never this one's state; home under its other path is the same.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const route = routeOf(pathname);
  // The session flow goes home (on logout, a wallet change).
  useEffect(() => configureSession({ navigateHome: () => navigate(PATHS.home) }), []);
  // Spec: an unknown route goes home.
  useEffect(() => {
    if (!route) navigate(PATHS.home, { replace: true });
  }, [route]);
  return (
    <Layout bell={BELL} section={route?.section ?? 'home'}>
      {route && <RoutePage key={route.file} code={codeOf(route)} />}
    </Layout>
  );
}
