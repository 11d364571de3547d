/**
 * Web bundle budget: what a first visit really loads. The built product is started as
 * `npm start` starts it, but serving the production build (apps/web/dist), and each route is
 * opened in Chromium with an empty cache; every script the page requested until it has drawn
 * and the network is quiet is summed, gzip level 9. Diagnostics beside the total: the shell
 * (the scripts index.html names, the same on every route) and what the route adds to it.
 *
 *   npm run build -w @xbond/web && npm run web-size -w @xbond/bench
 *
 * WEB_DIST=DIR measures another build (a copy of an earlier dist, to compare). Exit 1 when a
 * route is over the budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startProduct } from '@xbond/api/start/product';
import { FIRST_LOAD_BUDGET_KB } from '../../apps/web/budget';
import { ROUTE_FILES_ID, type RouteFilesMap } from '../../apps/web/src/boot/route-files';
import { TEST_IDS } from '../../apps/web/src/testing/test-ids';
import { openBrowser } from '../../e2e/src/browser';
import { productSettings } from './product-settings';

const DIST = resolve(
  process.env.WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url)),
);
const KB = 1024;

/** A script the page asked for: its path and its gzip size at level 9, in bytes. */
interface Script {
  path: string;
  gzip: number;
}

interface Visit {
  route: string;
  scripts: Script[];
}

/**
 * What index.html says: the scripts its tags name (the boot script, the entry, its
 * modulepreloads), which are the shell, and every route, from the build's route map.
 */
function readIndex(): { shell: Set<string>; routes: string[] } {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const json = new RegExp(`id="${ROUTE_FILES_ID}">(.*?)</script>`, 's').exec(html)?.[1];
  if (!json) throw new Error(`${DIST}/index.html has no route map`);
  const routes = Object.keys((JSON.parse(json) as RouteFilesMap).routes);
  // Only the tags' attributes: the route map's JSON names every route's files too.
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const shell = new Set(
    tags.flatMap((tag) => /\s(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(tag)?.[1] ?? []),
  );
  return { shell, routes };
}

/** Opens `route` in a new browser with an empty cache, and keeps every script it requested. */
async function visit(origin: string, route: string): Promise<Visit> {
  const browser = await openBrowser();
  try {
    const pending: Promise<Script | null>[] = [];
    browser.page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const path = new URL(response.url()).pathname;
      // The body as the page got it, decoded from the server's brotli, compressed again here
      // so that every script is counted alike.
      pending.push(
        response.body().then(
          (body) => ({ path, gzip: gzipSync(body, { level: 9 }).length }),
          () => null,
        ),
      );
    });
    await browser.page.goto(`${origin}/#${route}`);
    // The app's first render replaces index.html's frame once the route's page and the
    // language are here; a quiet network alone can come first on a busy machine. Then what
    // the page asks for after its paint (the session, the page's data), until all is quiet.
    await browser.page.getByTestId(TEST_IDS.staticFrame).waitFor({ state: 'detached' });
    await browser.page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== null);
    const unique = new Map(scripts.map((s) => [s.path, s]));
    return { route, scripts: [...unique.values()] };
  } finally {
    await browser.close();
  }
}

const sum = (scripts: Script[]) => scripts.reduce((n, s) => n + s.gzip, 0);
const kb = (bytes: number) => (bytes / KB).toFixed(1);

function report(visits: Visit[], shell: Set<string>): boolean {
  const budget = FIRST_LOAD_BUDGET_KB * KB;
  console.log(
    `First visit, every script requested, gzip -9, KB (budget ${FIRST_LOAD_BUDGET_KB} for the total):`,
  );
  console.log(`  ${'route'.padEnd(38)} ${'total'.padStart(6)} ${'shell'.padStart(6)} route  files`);
  let over = 0;
  for (const { route, scripts } of visits) {
    const total = sum(scripts);
    const inShell = scripts.filter((s) => shell.has(s.path));
    const own = scripts.filter((s) => !shell.has(s.path));
    if (total > budget) over++;
    console.log(
      `  ${route.padEnd(38)} ${kb(total).padStart(6)} ${kb(sum(inShell)).padStart(6)} ` +
        `${kb(sum(own)).padStart(5)}  ${scripts.length}${total > budget ? '  OVER' : ''}`,
    );
  }
  const largest = visits.flatMap((v) => v.scripts).sort((a, b) => b.gzip - a.gzip);
  const seen = new Set<string>();
  console.log('Largest scripts (gzip -9, KB):');
  for (const s of largest) {
    if (seen.has(s.path) || seen.size === 8) continue;
    seen.add(s.path);
    const routes = visits.filter((v) => v.scripts.some((x) => x.path === s.path)).length;
    console.log(
      `  ${s.path.padEnd(38)} ${kb(s.gzip).padStart(6)}  on ${routes} of ${visits.length} routes`,
    );
  }
  console.log(
    over
      ? `${over} of ${visits.length} routes over ${FIRST_LOAD_BUDGET_KB} KB`
      : `every route within ${FIRST_LOAD_BUDGET_KB} KB`,
  );
  return over === 0;
}

async function main(): Promise<boolean> {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error(`no build in ${DIST}: npm run build -w @xbond/web first`);
  const { config, origin, remove } = await productSettings();
  // Request logs off: they would bury the table, and a log line does not change what loads.
  const product = await startProduct(config, { log: () => {}, logger: false, webDistDir: DIST });
  try {
    const { shell, routes } = readIndex();
    console.log(`${DIST} as served by the product at ${origin}, ${routes.length} routes`);
    const visits: Visit[] = [];
    for (const route of routes) visits.push(await visit(origin, route));
    return report(visits, shell);
  } finally {
    await product.stop();
    remove();
  }
}

process.exitCode = (await main()) ? 0 : 1;
