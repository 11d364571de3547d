/**
 * The first visit's round trip saved: the page of a hash route is known only in the browser, so
 * the shell used to run before it asked for the route's page and dictionaries. This plugin
 * writes into index.html, at build time, a map of every route's chunks (with their CSS) and
 * dictionaries, and of every dictionary's file in each language, from the bundle itself and
 * the app's route table (`src/app/pages.ts`), and adds the boot script
 * (`src/boot/preload-route.ts`, its own chunk) that asks for the current route's files as soon as
 * the route's frame is painted.
 * External, not inline: the server's Content-Security-Policy allows no inline script.
 */
import type { Plugin, Rolldown } from 'vite';
// By path, not as @xbond/shared: Vite's config loader would leave a package's TypeScript to
// Node, which cannot run it.
import { DEFAULT_LOCALE } from '../../packages/shared/src/locales.ts';
import { pageOf, ROUTE_PATHS } from './src/app/pages.ts';
import { ROUTE_FILES_ID, type RouteFilesMap } from './src/boot/route-files.ts';
import { LOCALE_STORAGE_KEY, SESSION_STORAGE_KEY } from './src/features/session/storage-keys.ts';

const BOOT_ENTRY = 'src/boot/preload-route.ts';
const DICTIONARY_LOADERS = '/src/features/i18n/dictionary-files.ts';
/** A dictionary's module: the shell's or a feature's, and its language. */
const DICTIONARY_FILE = /\/src\/(?:locales\/(shell)|features\/([^/]+)\/locales)\/(\w+)\.json$/;

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

const chunksOf = (bundle: Bundle) =>
  Object.values(bundle).filter((o): o is Chunk => o.type === 'chunk');

/**
 * The files of `roots` and of everything they import statically (chunks and their CSS), left
 * out what `skip` has: the shell's, which index.html loads anyway.
 */
function closure(roots: Chunk[], byName: Map<string, Chunk>, skip = new Set<string>()) {
  const files = new Set<string>();
  const visit = (c: Chunk) => {
    if (skip.has(c.fileName) || files.has(c.fileName)) return;
    files.add(c.fileName);
    for (const css of c.viteMetadata?.importedCss ?? []) files.add(css);
    for (const dep of c.imports) {
      const next = byName.get(dep);
      if (next) visit(next);
    }
  };
  for (const c of roots) visit(c);
  return files;
}

/** The map index.html carries: every route path and every dictionary, to URLs under `base`. */
export function routeFilesMap(bundle: Bundle, base: string): RouteFilesMap {
  const chunks = chunksOf(bundle);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const shell = closure(
    chunks.filter((c) => c.isEntry),
    byName,
  );
  const files: string[] = [];
  const indexOf = (file: string) => {
    const url = base + file;
    const at = files.indexOf(url);
    return at >= 0 ? at : files.push(url) - 1;
  };
  // The chunk a page's dynamic import loads: the page's own, or the group it was merged into.
  const bySource = (file: string) =>
    chunks.find((c) => c.facadeModuleId?.endsWith(`/src/${file}`)) ??
    chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/src/${file}`)));
  const routes: Record<string, number[]> = {};
  const routeDictionaries: Record<string, string[]> = {};
  for (const path of ROUTE_PATHS) {
    const { file, dictionaries } = pageOf(path);
    const chunk = bySource(file);
    if (!chunk) throw new Error(`route ${path}: no chunk for ${file}`);
    routes[path] = [...closure([chunk], byName, shell)].map(indexOf);
    routeDictionaries[path] = [...dictionaries];
  }
  const locales: Record<string, Record<string, number>> = {};
  for (const c of chunks) {
    const m = DICTIONARY_FILE.exec(c.facadeModuleId ?? '');
    const [name, code] = [m?.[1] ?? m?.[2], m?.[3]];
    if (!name || !code) continue;
    locales[code] = { ...locales[code], [name]: indexOf(c.fileName) };
  }
  const loaders = chunks.find((c) => c.facadeModuleId?.endsWith(DICTIONARY_LOADERS));
  if (!loaders) throw new Error(`no chunk for ${DICTIONARY_LOADERS}`);
  return {
    files,
    routes,
    routeDictionaries,
    dictionaryLoaders: indexOf(loaders.fileName),
    locales,
    defaultLocale: DEFAULT_LOCALE,
    sessionKey: SESSION_STORAGE_KEY,
    localeKey: LOCALE_STORAGE_KEY,
  };
}

/** JSON safe inside a `<script>` element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function routePreload(): Plugin {
  let base = '/';
  let bootRef = '';
  return {
    name: 'xbond-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      bootRef = this.emitFile({ type: 'chunk', id: BOOT_ENTRY, name: 'boot' });
    },
    // After Vite has written index.html into the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error('no index.html in the bundle');
        const map = routeFilesMap(bundle, base);
        // The map first: the boot script reads it as soon as it runs.
        const tags =
          `<script type="application/json" id="${ROUTE_FILES_ID}">${scriptJson(map)}</script>\n` +
          `    <script type="module" async crossorigin src="${base}${this.getFileName(bootRef)}"></script>\n`;
        html.source = String(html.source).replace(/(<title>[^<]*<\/title>\s*)/, `$1${tags}    `);
      },
    },
  };
}
