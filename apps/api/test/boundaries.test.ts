/**
 * The API's folders (docs/README.md, "Where things live"): each feature, and each part below
 * them (ledger, chain, session, users, jobs, ...), is a folder of `src`, and no folder depends
 * on itself through others. The files at the top of `src` compose the product (app.ts,
 * app-deps.ts, product-jobs.ts, config.ts, main.ts) or are shared by all (errors.ts,
 * logger.ts, ...): they are left out. Checked on every import of every source file, by where
 * the imported file is, so a relative path cannot slip by; type-only imports count too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

const SRC_ALIAS = '#src/';
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** The folder of `src` a src-relative path is in, or null for the files at the top. */
function folderOf(path: string): string | null {
  const parts = path.split(sep);
  return parts.length > 1 && parts[0] !== '..' ? (parts[0] ?? null) : null;
}

/** The path a relative or `#src/` import names (apps/api/package.json, "imports"), or null for a package's. */
function importedPath(file: string, spec: string): string | null {
  if (spec.startsWith(SRC_ALIAS)) return join(src, spec.slice(SRC_ALIAS.length));
  return spec.startsWith('.') ? resolve(dirname(file), spec) : null;
}

/** Folder -> the folders its files import, each with one import that shows it. */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sources(src)) {
    const from = folderOf(relative(src, file));
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = match[1] ?? '';
      const target = importedPath(file, spec);
      if (!target) continue;
      const to = folderOf(relative(src, target));
      if (to && to !== from && !edges.has(to)) {
        edges.set(to, `${relative(src, file)} imports ${spec}`);
      }
    }
  }
  return graph;
}

/** The groups of folders that reach each other (Tarjan's strongly connected components). */
function cycles(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member) group.push(member);
      } while (member && member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('API folder boundaries', () => {
  const graph = folderGraph();

  it('finds the folders and their imports', () => {
    expect(graph.size).toBeGreaterThan(20);
    expect(graph.get('swap')?.has('ledger')).toBe(true);
    const routeImports = [...(graph.get('routes')?.values() ?? [])];
    expect(routeImports.some((shown) => shown.includes(SRC_ALIAS))).toBe(true);
  });

  it('has no folders that import each other, directly or through others', () => {
    const report = cycles(graph).map((group) =>
      group
        .flatMap((from) =>
          group
            .filter((to) => graph.get(from)?.has(to))
            .map((to) => `${from} -> ${to} (${graph.get(from)?.get(to)})`),
        )
        .join('\n'),
    );
    expect(report).toEqual([]);
  });

  it('sees a cycle when there is one', () => {
    const looped = new Map([
      ['a', new Map([['b', 'a/x.ts imports ../b/y']])],
      ['b', new Map([['c', 'b/y.ts imports ../c/z']])],
      ['c', new Map([['a', 'c/z.ts imports ../a/x']])],
      ['d', new Map([['a', 'd/w.ts imports ../a/x']])],
    ]);
    expect(cycles(looped)).toEqual([['a', 'b', 'c']]);
  });
});
