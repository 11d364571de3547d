// The commands the tests start in processes of their own, compiled once per test run. Under
// `node --import tsx` each start spent more CPU loading the product's TypeScript (tsx resolves
// and loads each of its files through loader hooks) than the command itself took; a compiled
// entry starts the same code in a third of that.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Each entry's source file → its compiled file (test/helpers/compiled.ts). */
    compiledEntries: Record<string, string>;
  }
}

/** The files tests start: the operator commands and the product as `npm start` runs it. */
const ENTRIES = [
  '../scripts/chain-cursor.ts',
  '../scripts/ledger-check.ts',
  '../scripts/suspense.ts',
  './start/fixtures/serve-product.ts',
].map((entry) => fileURLToPath(new URL(entry, import.meta.url)));

/**
 * Where the compiled files go: under the API's node_modules, so that Node finds the packages
 * they import (left out of the bundle, loaded as they are) as it does for the sources.
 */
const OUT_ROOT = fileURLToPath(new URL('../node_modules/.cache/test-entries/', import.meta.url));

/**
 * The repository's own TypeScript goes into the bundle, every package stays an import. Each
 * file keeps its own `import.meta.url` (paths.ts finds the migrations and the web app by it).
 */
const ownSourcesOnly: Plugin = {
  name: 'own-sources-only',
  setup(b) {
    b.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith('@xbond/') ? undefined : { external: true },
    );
    b.onLoad({ filter: /\.ts$/ }, (args) => ({
      loader: 'ts',
      contents: readFileSync(args.path, 'utf8').replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
    }));
  },
};

/** Compiles the entries into a directory of this run; answers it and the function removing it. */
export async function compileEntries(): Promise<{
  entries: Record<string, string>;
  remove: () => void;
}> {
  mkdirSync(OUT_ROOT, { recursive: true });
  const outdir = join(OUT_ROOT, `${process.pid}-${Date.now()}`);
  const result = await build({
    entryPoints: ENTRIES,
    outdir,
    outbase: fileURLToPath(new URL('..', import.meta.url)),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node}`,
    metafile: true,
    logLevel: 'warning',
    plugins: [ownSourcesOnly],
  });
  const entries: Record<string, string> = {};
  for (const [out, meta] of Object.entries(result.metafile.outputs)) {
    if (meta.entryPoint) entries[join(process.cwd(), meta.entryPoint)] = join(process.cwd(), out);
  }
  return { entries, remove: () => rmSync(outdir, { recursive: true, force: true }) };
}
