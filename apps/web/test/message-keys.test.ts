// @vitest-environment node
/**
 * The message keys the code uses against the dictionaries (README.md, "Strings"): every key
 * exists, and each one is in a dictionary that is loaded where it is shown, so no page shows a
 * raw key: a page's code (and all it imports, lazily too) uses the shell's texts and its
 * route's dictionaries only; the shell's code, the shell's texts only. Keys are found as the
 * code writes them: 'ns.key' literals and `ns.prefix.${…}` templates.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageOf, ROUTE_PATHS, ROUTES } from '../src/app/pages';

const src = fileURLToPath(new URL('../src', import.meta.url));
type Tree = { [key: string]: string | Tree };

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function flatten(obj: Tree, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : flatten(value, path);
  });
}

/** Each dictionary's keys (the English file: every language has the same, locales.test.ts). */
const DICTIONARIES = new Map<string, Set<string>>(
  walk(src)
    .map((file) => relative(src, file))
    .flatMap((file) => {
      const m = /^(?:locales\/(shell)|features\/([^/]+)\/locales)\/en\.json$/.exec(file);
      const name = m?.[1] ?? m?.[2];
      if (!name) return [];
      const messages = JSON.parse(readFileSync(join(src, file), 'utf8')) as Tree;
      return [[name, new Set(flatten(messages))] as const];
    }),
);
const ALL_KEYS = [...DICTIONARIES.values()].flatMap((keys) => [...keys]);
const NAMESPACES = new Set(ALL_KEYS.map((key) => key.split('.')[0]));

/** The app's code, tests and test helpers left out. */
const SOURCES = walk(src)
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => relative(src, f))
  .filter((f) => !f.startsWith('testing/'));

const code = (file: string) =>
  readFileSync(join(src, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

/** A key the code names: whole ('a.b') or the start of several (`a.b.${x}`). */
interface KeyUse {
  key: string;
  prefix: boolean;
}

const KEY = /(['"`])([a-zA-Z]+(?:\.\w+)*\.?)(\$\{|\1)/g;
const FILE_NAME = /\.(css|json|tsx?|svg|png|js)$/;

function keysOf(file: string): KeyUse[] {
  return [...code(file).matchAll(KEY)]
    .filter((m) => {
      const text = m[2] ?? '';
      return text.includes('.') && NAMESPACES.has(text.split('.')[0]) && !FILE_NAME.test(text);
    })
    .map((m) => ({ key: m[2] ?? '', prefix: m[3] === '${' }));
}

/** The dictionary keys a use stands for. */
const keysFor = ({ key, prefix }: KeyUse) =>
  ALL_KEYS.filter((k) => (prefix ? k.startsWith(key) : k === key || k.startsWith(`${key}.`)));

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*)['"]([^'"]+)['"]/g;

/** The source files a file imports, statically or lazily. */
function importsOf(file: string): string[] {
  return [...code(file).matchAll(IMPORT)].flatMap((m) => {
    const spec = m[1] ?? '';
    const base = spec.startsWith('@/')
      ? join(src, spec.slice(2))
      : spec.startsWith('.')
        ? resolve(dirname(join(src, file)), spec)
        : null;
    if (!base) return [];
    const found = ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
      .map((ext) => base + ext)
      .find((p) => /\.tsx?$/.test(p) && existsSync(p));
    return found ? [relative(src, found)] : [];
  });
}

/** `roots` and every source they reach. */
function reach(roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of importsOf(file)) visit(next);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/** The keys `files` use that none of `dictionaries` holds. */
function outside(files: string[], dictionaries: string[]): string[] {
  const allowed = new Set(dictionaries.flatMap((d) => [...(DICTIONARIES.get(d) ?? [])]));
  return files.flatMap((file) =>
    keysOf(file)
      .flatMap(keysFor)
      .filter((key) => !allowed.has(key))
      .map((key) => `${file}: ${key}`),
  );
}

const zone = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1];
const PRODUCT = new Set([...DICTIONARIES.keys()].filter((d) => d !== 'shell'));
/** The shell's code: all but the product features' and the pages composed in app/. */
const SHELL_CODE = SOURCES.filter(
  (f) => !PRODUCT.has(zone(f) ?? '') && !f.startsWith('app/pages/'),
);
/**
 * The route table also names what a visitor's first paint draws (connect prompts, rules cards,
 * notes); only the build reads those (route-frames.ts, with every dictionary at hand), so they
 * may be the page's texts.
 */
const FIRST_PAINT_KEYS = new Set(
  ROUTES.flatMap(({ visitorPrompt: prompt, visitorNote: note }) => [
    ...(prompt
      ? [prompt.title, prompt.hint, prompt.rules?.title, ...(prompt.rules?.labels ?? [])]
      : []),
    note?.key,
  ])
    .filter((key) => key !== undefined)
    .map((key) => `app/pages.ts: ${key}`),
);

// Texts no code shows yet: the spec's messages kept for the screens that will need them (the
// restart notice, the failed jump).
const NOT_SHOWN = new Set(['language.restartRequired', 'errors.jumpFailed']);

describe('message keys', () => {
  it('finds the dictionaries and the keys the code uses', () => {
    expect(DICTIONARIES.has('shell')).toBe(true);
    expect(SOURCES.flatMap(keysOf).length).toBeGreaterThan(500);
  });

  it('every key the code uses is in a dictionary', () => {
    const missing = SOURCES.flatMap((file) =>
      keysOf(file)
        .filter((use) => keysFor(use).length === 0)
        .map((use) => `${file}: ${use.key}`),
    );
    expect(missing).toEqual([]);
  });

  it("the shell's code uses the shell's texts only", () => {
    expect(outside(SHELL_CODE, ['shell']).filter((use) => !FIRST_PAINT_KEYS.has(use))).toEqual([]);
  });

  it.each(ROUTE_PATHS.map((path) => [path, pageOf(path)] as const))(
    "%s: the page's code uses the shell's texts and its dictionaries' only",
    (_, { file, dictionaries }) => {
      expect(outside(reach([file]), ['shell', ...dictionaries])).toEqual([]);
    },
  );

  it("the top bar's bell (loaded with the notices' dictionary, app/router.tsx) too", () => {
    const bell = reach(['features/notices/components/NoticeBell.tsx']);
    expect(outside(bell, ['shell', 'notices'])).toEqual([]);
  });

  it('every text is shown somewhere, or listed as not shown yet', () => {
    const used = new Set(SOURCES.flatMap((file) => keysOf(file).flatMap(keysFor)));
    expect(ALL_KEYS.filter((key) => !used.has(key) && !NOT_SHOWN.has(key))).toEqual([]);
    expect([...NOT_SHOWN].filter((key) => used.has(key) || !ALL_KEYS.includes(key))).toEqual([]);
  });
});
