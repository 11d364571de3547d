// @vitest-environment node
/**
 * The import rules (README, "Layout"): shared code -> shell -> product features -> app, never
 * sideways. A product feature imports the shared code, the shell and its own files; the shell
 * imports no product feature; shared code imports no feature. Checked on every import of every
 * source and test file, by where the imported file is, so a relative path cannot slip by.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src', import.meta.url));

/** What every page needs: its features may be used by any product feature. */
const SHELL = ['session', 'wallet', 'layout', 'system', 'i18n'];
/** Code below the features: UI kit, logic, settings, styles, strings, test ids and helpers. */
const SHARED = ['components', 'lib', 'config', 'styles', 'locales', 'testing'];
/** What composes the product: the router, the boot script, the entry, the global types. */
const APP = ['app', 'boot', 'main.tsx', 'types'];
/** The app's providers, which page tests render around the page. */
const PROVIDERS = 'app/App.tsx';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** The src-relative paths a file imports (packages left out). */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of code.matchAll(IMPORT)) {
    const spec = m[1] ?? '';
    if (spec.startsWith('@/')) found.push(spec.slice(2));
    else if (spec.startsWith('.')) found.push(relative(src, resolve(dirname(file), spec)));
  }
  return found;
}

/** Where a src-relative path lives: 'shared', 'shell', 'app', or a product feature's name. */
function zoneOf(path: string): string {
  const [top = '', second = ''] = path.split('/');
  if (SHARED.includes(top)) return 'shared';
  if (top === 'features') return SHELL.includes(second) ? 'shell' : second;
  return APP.includes(top) ? 'app' : 'shared';
}

/** Why an import from `from` to `to` breaks the rules, or null when it keeps them. */
function violation(from: string, to: string): string | null {
  const source = zoneOf(from);
  const target = zoneOf(to);
  if (source === 'app' || target === 'shared') return null;
  // A feature's test helpers (its testing/ folder) render the app as its tests do.
  const isTest = /\.test\.tsx?$/.test(from) || /^features\/[^/]+\/testing\//.test(from);
  if (target === 'app') {
    return isTest && to.replace(/\.tsx$/, '') === PROVIDERS.replace(/\.tsx$/, '')
      ? null
      : 'imports the app';
  }
  if (source === 'shared') {
    // The test helpers start the shell as a page would (i18n, the session, a fake wallet).
    return from.startsWith('testing/') && target === 'shell'
      ? null
      : 'shared code imports a feature';
  }
  if (target === 'shell') return null;
  if (source === 'shell') return 'the shell imports a product feature';
  return source === target ? null : 'a product feature imports another';
}

describe('import boundaries', () => {
  const files = sources(src).map((f) => relative(src, f));

  it('finds the sources and sorts them into zones', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(zoneOf('features/pledge/pages/PledgePage.tsx')).toBe('pledge');
    expect(zoneOf('features/session/store.ts')).toBe('shell');
    expect(zoneOf('components/ui/Popup/Popup.tsx')).toBe('shared');
  });

  it('refuses sideways imports, and allows the ones the rules name', () => {
    const pledge = 'features/pledge/components/StakeForm.tsx';
    expect(violation(pledge, 'features/reserveBond/hooks')).toBe(
      'a product feature imports another',
    );
    expect(violation(pledge, 'features/session/store')).toBeNull();
    expect(violation(pledge, 'components/ui/ConfirmSheet/ConfirmSheet')).toBeNull();
    expect(violation(pledge, 'features/pledge/hooks')).toBeNull();
    expect(violation('features/layout/nav.ts', 'features/pledge/hooks')).toBe(
      'the shell imports a product feature',
    );
    expect(violation('lib/format.ts', 'features/session/store')).toBe(
      'shared code imports a feature',
    );
    expect(violation(pledge, 'app/App')).toBe('imports the app');
    expect(violation('features/pledge/components/PledgePage.test.tsx', 'app/App')).toBeNull();
    expect(violation('features/pledge/testing/pledge-page.tsx', 'app/App')).toBeNull();
    expect(violation('app/router.tsx', 'features/pledge/pages/PledgePage')).toBeNull();
  });

  it('amounts are formatted through lib/format.ts only (one formatter, one rounding)', () => {
    const raw = files.filter(
      (file) =>
        file !== 'lib/format.ts' &&
        /import\s*\{[^}]*\bformatDisplay\b[^}]*\}\s*from\s*'@xbond\/shared\/amount'/.test(
          readFileSync(join(src, file), 'utf8'),
        ),
    );
    expect(raw).toEqual([]);
  });

  it('every import keeps the rules', () => {
    const broken = files.flatMap((file) =>
      importsOf(join(src, file)).flatMap((to) => {
        const why = violation(file, to);
        return why ? [`${file} -> ${to}: ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});
