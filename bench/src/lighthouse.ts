/**
 * Lighthouse, mobile (its default: a mid-range phone, simulated slow 4G and a 4x slower CPU),
 * on the product as `npm start` serves it: performance and accessibility scores and the paint
 * timings of home, pledge, swap and bond, the median of BENCH_ROUNDS runs each (default 3).
 * Targets: performance and accessibility >= 95, LCP <= 2.0 s.
 *
 *   npm run lighthouse -w @xbond/bench
 *
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), a fresh profile per run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@xbond/api/config';
import { startProduct } from '@xbond/api/start/product';
import { findFreePort } from '@xbond/contracts/chain';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const HOST = '127.0.0.1';
const ROUTES = {
  home: '/',
  pledge: '/pages/pledge/index',
  swap: '/pages/swap/index',
  bond: '/pages/reserve/bond',
} as const;
const TARGET = { score: 95, lcpMs: 2000 };

interface Run {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function audit(url: string): Promise<Run> {
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
    const { categories, audits } = result.lhr;
    const ms = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
    };
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'xbond-bench-'));
  const port = await findFreePort();
  const origin = `http://${HOST}:${port}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    CHAIN_PORT: String(await findFreePort()),
    ALLOWED_ORIGINS: origin,
  });
  // The default settings; request logs off only because they would bury the table on this
  // console (the page's timings are the browser's, a log line per request does not move them).
  const product = await startProduct(config, { log: () => {}, logger: false });
  let missed = false;
  try {
    console.log(`Lighthouse mobile, median of ${ROUNDS} runs per route (${origin})`);
    for (const [name, path] of Object.entries(ROUTES)) {
      const runs: Run[] = [];
      for (let r = 0; r < ROUNDS; r++) runs.push(await audit(`${origin}/#${path}`));
      const m = (f: (x: Run) => number) => median(runs.map(f));
      const row = {
        performance: m((x) => x.performance),
        accessibility: m((x) => x.accessibility),
        lcpMs: m((x) => x.lcpMs),
      };
      const ok =
        row.performance >= TARGET.score &&
        row.accessibility >= TARGET.score &&
        row.lcpMs <= TARGET.lcpMs;
      missed ||= !ok;
      console.log(
        `  ${name.padEnd(7)} performance ${row.performance}, accessibility ${row.accessibility}, ` +
          `FCP ${(m((x) => x.fcpMs) / 1000).toFixed(2)} s, LCP ${(row.lcpMs / 1000).toFixed(2)} s, ` +
          `TBT ${m((x) => x.tbtMs).toFixed(0)} ms${ok ? '' : '  (below target)'}`,
      );
    }
    console.log(
      `targets: performance and accessibility >= ${TARGET.score}, LCP <= ${TARGET.lcpMs / 1000} s` +
        (missed ? ': NOT MET' : ': met'),
    );
  } finally {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
