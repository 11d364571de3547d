/**
 * Lighthouse, mobile (its default: a mid-range phone, simulated slow 4G and a 4x slower CPU),
 * on the product as `npm start` serves it: performance and accessibility scores, the paint
 * timings, TBT and CLS of every route of the web app, the median of BENCH_ROUNDS runs each
 * (default 3), with the machine's load average beside each route (the simulation scales the
 * CPU time it observes, so a busy machine reads slower). Targets: performance and
 * accessibility >= 95, LCP <= 2.0 s, TBT <= 200 ms, CLS <= 0.02.
 *
 *   npm run lighthouse -w @xbond/bench
 *   BENCH_ROUTES=home,swap BENCH_ROUNDS=5 npm run lighthouse -w @xbond/bench
 *
 * The routes are the web app's paths by name (apps/web/src/config/paths.ts, which the app's
 * test keeps equal to its route table); BENCH_ROUTES picks some of them.
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), a fresh profile per run.
 * Each route's row is followed by its LCP element and the LCP's phases (of the median run), the
 * figures that say where the time goes. BENCH_LIGHTHOUSE_JSON=DIR also writes every run's full
 * report there (route-run.json), for the critical request chains and the main-thread breakdown.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProduct } from '@xbond/api/start/product';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PATHS } from '../../apps/web/src/config/paths';
import { productSettings } from './product-settings';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_JSON;
const MAX_ATTEMPTS = 3;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGET = { score: 95, lcpMs: 2000, tbtMs: 200, cls: 0.02 };

/** The routes to measure, by name: BENCH_ROUTES's (comma-separated), else all of them. */
function pickRoutes(): [string, string][] {
  const all = Object.entries(PATHS);
  const asked = process.env.BENCH_ROUTES?.split(',').map((r) => r.trim());
  if (!asked) return all;
  const unknown = asked.filter((name) => !Object.hasOwn(PATHS, name));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_ROUTES: no route ${unknown.join(', ')} (${Object.keys(PATHS).join(', ')})`,
    );
  return all.filter(([name]) => asked.includes(name));
}

interface Run {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The LCP element (Lighthouse's label and selector) and its phases. */
  lcpElement: string;
  lcpPhases: string;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Items = { items?: Record<string, unknown>[] }[];

/**
 * The `largest-contentful-paint-element` audit's two tables: the element, then its phases
 * (TTFB, load delay, load time, render delay; an element without a resource has only the
 * first and last).
 */
function lcpDetails(lhr: Lhr): Pick<Run, 'lcpElement' | 'lcpPhases'> {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: Items }
    | undefined;
  const [elements, phases] = details?.items ?? [];
  const node = elements?.items?.[0]?.node as { nodeLabel?: string; selector?: string } | undefined;
  const label = (node?.nodeLabel ?? '?').replace(/\s+/g, ' ').slice(0, 60);
  return {
    lcpElement: `${label} (${node?.selector ?? '?'})`,
    lcpPhases: (phases?.items ?? [])
      .map((p) => `${p.phase} ${Math.round(Number(p.timing))} ms`)
      .join(', '),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** One run: its figures, or Lighthouse's error code when it could not measure the load. */
async function auditOnce(url: string, reportName: string): Promise<Run | string> {
  const profile = mkdtempSync(join(tmpdir(), 'xbond-lighthouse-'));
  const chrome = await launch({
    chromePath: CHROME,
    userDataDir: profile,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) return result.lhr.runtimeError.code;
    if (REPORT_DIR) writeFileSync(join(REPORT_DIR, `${reportName}.json`), String(result.report));
    const { categories, audits } = result.lhr;
    const ms = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      cls: ms('cumulative-layout-shift'),
      ...lcpDetails(result.lhr),
    };
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * A run whose trace Lighthouse could not read (NO_NAVSTART now and then on a busy machine)
 * gives no figures, so it is run again rather than counted as zeros in the median.
 */
async function audit(url: string, reportName: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const run = await auditOnce(url, reportName);
    if (typeof run !== 'string') return run;
    if (attempt === MAX_ATTEMPTS) throw new Error(`${url}: ${run}, ${attempt} times`);
    console.log(`  (${reportName}: ${run}, run again)`);
  }
}

async function main() {
  const { config, origin, remove } = await productSettings();
  // The default settings; request logs off only because they would bury the table on this
  // console (the page's timings are the browser's, a log line per request does not move them).
  const product = await startProduct(config, { log: () => {}, logger: false });
  let missed = false;
  if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
  try {
    console.log(`Lighthouse mobile, median of ${ROUNDS} runs per route (${origin})`);
    for (const [name, path] of pickRoutes()) {
      const runs: Run[] = [];
      for (let r = 0; r < ROUNDS; r++)
        runs.push(await audit(`${origin}/#${path}`, `${name}-${r + 1}`));
      const m = (f: (x: Run) => number) => median(runs.map(f));
      const row = {
        performance: m((x) => x.performance),
        accessibility: m((x) => x.accessibility),
        lcpMs: m((x) => x.lcpMs),
        tbtMs: m((x) => x.tbtMs),
        cls: m((x) => x.cls),
      };
      const ok =
        row.performance >= TARGET.score &&
        row.accessibility >= TARGET.score &&
        row.lcpMs <= TARGET.lcpMs &&
        row.tbtMs <= TARGET.tbtMs &&
        row.cls <= TARGET.cls;
      missed ||= !ok;
      console.log(
        `  ${name.padEnd(15)} performance ${row.performance}, accessibility ${row.accessibility}, ` +
          `FCP ${(m((x) => x.fcpMs) / 1000).toFixed(2)} s, LCP ${(row.lcpMs / 1000).toFixed(2)} s, ` +
          `TBT ${row.tbtMs.toFixed(0)} ms, CLS ${row.cls.toFixed(3)}, ` +
          `load ${loadavg()[0]?.toFixed(1)}${ok ? '' : '  (below target)'}`,
      );
      const lcpRun = runs.find((x) => x.lcpMs === row.lcpMs) ?? runs[0];
      if (lcpRun) console.log(`          LCP element ${lcpRun.lcpElement}; ${lcpRun.lcpPhases}`);
    }
    console.log(
      `targets: performance and accessibility >= ${TARGET.score}, LCP <= ${TARGET.lcpMs / 1000} s, ` +
        `TBT <= ${TARGET.tbtMs} ms, CLS <= ${TARGET.cls}` +
        (missed ? ': NOT MET' : ': met'),
    );
  } finally {
    await product.stop();
    remove();
  }
}

await main();
