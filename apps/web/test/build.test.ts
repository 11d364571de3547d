// @vitest-environment node
/**
 * The production bundle: no dev wallet (nor Hardhat's public mnemonic, nor the demo's time
 * controls) nor TypeBox in it, and the performance budget: on every route, what a first visit
 * loads (the shell, the route's page with its static imports, the texts) <= 120 KB gzip, the sum
 * the bench's web-size measures in Chromium; any other chunk <= 55 KB gzip; a route's first
 * visit loads the shell's dictionary (<= 4 KB gzip) and its page's, no other feature's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { FIRST_PAINT_SCRIPT } from '@xbond/shared/first-paint';
import { LOCALES } from '@xbond/shared/locales';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { CHUNK_BUDGET_KB, FIRST_LOAD_BUDGET_KB, SHELL_DICTIONARY_BUDGET_KB } from '../budget';
import { LEADS } from '../route-frames';
import { pageOf, ROUTE_PATHS, routeOf } from '../src/app/pages';
import { ROUTE_FILES_ID, type RouteFilesMap, routeFiles } from '../src/boot/route-files';
import { PATHS } from '../src/config/paths';
import { messageAt, messagesOf } from '../src/testing/messages';

const root = fileURLToPath(new URL('..', import.meta.url));
const dirs: string[] = [];
const KB = 1024;
const FIRST_LOAD_BUDGET = FIRST_LOAD_BUDGET_KB * KB;
const CHUNK_BUDGET = CHUNK_BUDGET_KB * KB;
const MNEMONIC = 'test test test test test test test test test test test junk';
const DEV_TIME_URL = '/api/v2/dev/time';

type Output = Rolldown.RolldownOutput['output'][number];

async function bundle(mode: 'production' | 'demo') {
  const outDir = mkdtempSync(join(tmpdir(), `xbond-web-${mode}-`));
  dirs.push(outDir);
  // Vitest runs with NODE_ENV=test, which Vite would keep (React's development build).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    root,
    mode,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap(
    (r) => (r as Rolldown.RolldownOutput).output,
  );
  return outputs;
}

// One production build for the tests that look at it.
let production: Promise<Output[]> | undefined;
const productionBuild = () => {
  production ??= bundle('production');
  return production;
};

const text = (o: Output) => (o.type === 'chunk' ? o.code : String(o.source));
// Level 9, as the bench's web-size counts.
const gz = (o: Output) => gzipSync(text(o), { level: 9 }).length;

type Chunk = Rolldown.OutputChunk;

/** The text of a piece of HTML: its tags dropped, its entities read. */
const htmlText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The chunks of `roots` and everything they import statically. */
function closure(chunks: Map<string, Chunk>, roots: Chunk[]): Chunk[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of chunks.get(file)?.imports ?? []) visit(dep);
  };
  for (const c of roots) visit(c.fileName);
  return [...seen].map((f) => chunks.get(f)).filter((c): c is Chunk => !!c);
}

/** A first visit in English: nothing stored yet, so the default language. */
const NOTHING_STORED = { getItem: () => null };

/**
 * What a first visit loads: the shell (the entry and its static imports, the same on every
 * route, as the bench's web-size counts it), then, for each route path, what index.html's map
 * has the boot script fetch (its page with its static imports, the shell's dictionary and the
 * page's) and what those import statically.
 */
function firstVisit(outputs: Output[]) {
  const chunks = new Map(
    outputs.filter((o): o is Chunk => o.type === 'chunk').map((c) => [c.fileName, c]),
  );
  const shell = closure(
    chunks,
    [...chunks.values()].filter((c) => c.isEntry),
  );
  const inShell = new Set(shell.map((c) => c.fileName));
  const map = routeFilesOf(outputs);
  const routes = new Map(
    ROUTE_PATHS.map((path) => {
      const files = routeFiles(map, `#${path}`, NOTHING_STORED, NOTHING_STORED);
      const roots = files.map((f) => chunks.get(f.slice(1))).filter((c): c is Chunk => !!c);
      return [path, closure(chunks, roots).filter((c) => !inShell.has(c.fileName))];
    }),
  );
  return { shell, routes };
}

/** `shell` or the feature folder of a dictionary chunk, and its language; undefined otherwise. */
function dictionaryOf(c: Chunk): { name: string; locale: string } | undefined {
  const m = /\/src\/(?:locales\/(shell)|features\/([^/]+)\/locales)\/(\w+)\.json$/.exec(
    c.facadeModuleId ?? '',
  );
  return m ? { name: m[1] ?? m[2] ?? '', locale: m[3] ?? '' } : undefined;
}

const sum = (chunks: Chunk[]) => chunks.reduce((n, c) => n + gz(c), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** index.html's map of each route's files (route-preload.ts), as the boot script reads it. */
function routeFilesOf(outputs: Output[]): RouteFilesMap {
  const html = outputs.find((o) => o.fileName === 'index.html');
  const json = html && new RegExp(`id="${ROUTE_FILES_ID}">(.*?)</script>`).exec(text(html))?.[1];
  if (!json) throw new Error('index.html has no route map');
  return JSON.parse(json) as RouteFilesMap;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// Each test runs a whole Vite build, minutes on a loaded machine: its limit only ends a hang.
describe('web bundle', () => {
  it('production: no dev wallet, no mnemonic, no demo time; within the performance budget', async () => {
    const outputs = await productionBuild();
    for (const o of outputs) expect(text(o).includes(MNEMONIC), o.fileName).toBe(false);
    for (const o of outputs) expect(text(o).includes(DEV_TIME_URL), o.fileName).toBe(false);
    expect(outputs.some((o) => o.fileName.includes('dev-wallet'))).toBe(false);
    // The pages take constants from @xbond/shared/values, never the API's TypeBox schemas.
    for (const o of outputs) {
      if (o.type !== 'chunk') continue;
      expect(
        o.moduleIds.filter((id) => id.includes('@sinclair/typebox')),
        o.fileName,
      ).toEqual([]);
      expect(o.code.includes('TypeBox.Kind'), o.fileName).toBe(false);
    }

    const { shell, routes } = firstVisit(outputs);
    expect(routes.size).toBeGreaterThan(5);
    const shellGz = sum(shell);
    // The shell and each route's addition are diagnostics; the budget holds their sum.
    console.log(`first-visit JS, gzip: the shell ${kb(shellGz)}, then per route (with its texts):`);
    for (const [page, chunks] of routes) {
      console.log(`  ${page} ${kb(shellGz + sum(chunks))} (+${kb(sum(chunks))})`);
    }
    for (const [page, chunks] of routes) {
      expect(shellGz + sum(chunks), page).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
    }
    // Every other chunk too (the wallet's viem helpers, a withdrawal's claim, the languages).
    const inShell = new Set(shell.map((c) => c.fileName));
    for (const o of outputs) {
      if (o.type === 'chunk' && !inShell.has(o.fileName)) {
        expect(gz(o), o.fileName).toBeLessThanOrEqual(CHUNK_BUDGET);
      }
    }
  }, 600_000);

  it("index.html's route map: every route and language, naming files the build made", async () => {
    const outputs = await productionBuild();
    const map = routeFilesOf(outputs);
    const built = new Map(outputs.map((o) => [`/${o.fileName}`, o]));
    for (const file of map.files) expect(built.has(file), file).toBe(true);
    const routes: string[] = Object.values(PATHS);
    expect(Object.keys(map.routes).sort()).toEqual([...routes].sort());
    expect(Object.keys(map.locales).sort()).toEqual([...LOCALES].sort());
    // Every language has every dictionary a route asks for, and the shell's.
    const names = new Set(['shell', ...Object.values(map.routeDictionaries).flat()]);
    for (const locale of LOCALES) {
      expect(Object.keys(map.locales[locale] ?? {}).sort(), locale).toEqual(
        expect.arrayContaining([...names]),
      );
    }
    // Each route's files start with the chunk of its own page.
    for (const path of routes) {
      const first = built.get(map.files[map.routes[path]?.[0] ?? -1] ?? '');
      const ids = first?.type === 'chunk' ? first.moduleIds : [];
      expect(
        ids.some((id) => id.endsWith(`/src/${pageOf(path).file}`)),
        path,
      ).toBe(true);
    }
    // The boot script that reads it is in the page.
    const html = text(outputs.find((o) => o.fileName === 'index.html') as Output);
    const boot = /<script type="module" async crossorigin src="(\/assets\/boot-[^"]+\.js)">/.exec(
      html,
    );
    expect(boot && built.has(boot[1] ?? '')).toBe(true);
  }, 600_000);

  it("index.html paints each route's frame, its heading in each language, by the script the CSP allows", async () => {
    const html = text((await productionBuild()).find((o) => o.fileName === 'index.html') as Output);
    expect(html).toContain(`<script>${FIRST_PAINT_SCRIPT}</script>`);
    for (const locale of LOCALES) {
      const m = messagesOf(locale);
      for (const path of ROUTE_PATHS) {
        const route = routeOf(path);
        const key = route?.titleKey;
        // Up to the next frame: a frame holds <div>s of its own (a rules card's figures).
        const frame = new RegExp(
          `<div data-path="${path}" data-locale="${locale}"[^>]*>(.*?)(?=<div data-path=|</main>)`,
        );
        expect(htmlText(frame.exec(html)?.[1] ?? ''), `${path} ${locale}`).toContain(
          key ? m.pages[key] : m.home.tagline,
        );
        // A visitor's connect prompt, as the page draws it.
        const prompt = route?.visitorPrompt;
        if (prompt)
          expect(htmlText(frame.exec(html)?.[1] ?? '')).toContain(messageAt(m, prompt.hint));
        // Or its note to a visitor.
        const note = route?.visitorNote;
        if (note) expect(htmlText(frame.exec(html)?.[1] ?? '')).toContain(messageAt(m, note.key));
        // Its lead, its words around the figures' bars.
        const lead = LEADS[path];
        for (const words of lead ? messageAt(m, lead.key).split(/\{\{\w+\}\}/) : [])
          expect(htmlText(frame.exec(html)?.[1] ?? ''), `${path} ${locale}`).toContain(words);
      }
    }
  }, 600_000);

  it("a route's first visit loads the shell's dictionary and its page's, no other feature's", async () => {
    const outputs = await productionBuild();
    const { shell, routes } = firstVisit(outputs);
    // No text is compiled into code: the entry and the pages' chunks hold no dictionary.
    for (const c of [...shell, ...[...routes.values()].flat()]) {
      if (dictionaryOf(c)) continue;
      expect(
        c.moduleIds.filter((id) => /\/locales\/.*\.json$/.test(id)),
        c.fileName,
      ).toEqual([]);
    }
    for (const [path, chunks] of routes) {
      const loaded = chunks.map(dictionaryOf).filter((d) => d !== undefined);
      expect(loaded.map((d) => d.name).sort(), path).toEqual(
        ['shell', ...pageOf(path).dictionaries].sort(),
      );
      expect(new Set(loaded.map((d) => d.locale)), path).toEqual(new Set(['en']));
    }
    const shellEn = outputs.find(
      (o): o is Chunk =>
        o.type === 'chunk' && dictionaryOf(o)?.name === 'shell' && dictionaryOf(o)?.locale === 'en',
    );
    expect(shellEn).toBeDefined();
    const shellEnGz = shellEn ? gz(shellEn) : Number.POSITIVE_INFINITY;
    console.log(`the shell's dictionary (en) ${kb(shellEnGz)} gzip`);
    expect(shellEnGz).toBeLessThanOrEqual(SHELL_DICTIONARY_BUDGET_KB * KB);
  }, 600_000);

  it('demo: the dev wallet is there, in a chunk of its own', async () => {
    const outputs = await bundle('demo');
    const withMnemonic = outputs.filter((o) => text(o).includes(MNEMONIC));
    expect(withMnemonic.map((o) => o.fileName)).toHaveLength(1);
    expect(withMnemonic[0]?.fileName).toMatch(/dev-wallet/);
    const { shell, routes } = firstVisit(outputs);
    const first = new Set([...shell, ...[...routes.values()].flat()].map((c) => c.fileName));
    expect(first.has(withMnemonic[0]?.fileName ?? '')).toBe(false);
    expect(outputs.some((o) => text(o).includes(DEV_TIME_URL))).toBe(true);
  }, 600_000);
});
