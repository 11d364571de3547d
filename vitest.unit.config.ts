import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The inner loop (`npm run test:unit`): the tests that need no chain, no database and no
 * browser. The shared rules, the web app's unit and component tests (jsdom; not the production
 * build), and the API tests that start neither the chain nor a database.
 */
const apiRoot = fileURLToPath(new URL('./apps/api/', import.meta.url));

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * An API test needs the chain when it reads the global setup's context (`inject`), and a
 * database or the app when it imports `src/db` or a test helper (they open one or start it),
 * by a relative path or through `#src/` and `#test/` (apps/api/package.json, "imports").
 */
const NEEDS_CHAIN_OR_DATABASE = /\binject\(|from '(?:[./]*|#test\/|#)(helpers\/|src\/db\/)/;

const apiUnitTests = testFiles(join(apiRoot, 'test'))
  .filter((file) => !NEEDS_CHAIN_OR_DATABASE.test(readFileSync(file, 'utf8')))
  .map((file) => relative(apiRoot, file));

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      'packages/shared/vitest.config.ts',
      {
        extends: './apps/web/vitest.config.ts',
        root: './apps/web',
        test: { name: 'web-unit', exclude: ['test/build.test.ts'] },
      },
      {
        test: {
          name: 'api-unit',
          root: apiRoot,
          environment: 'node',
          include: apiUnitTests,
        },
      },
    ],
  },
});
