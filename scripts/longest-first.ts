import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, in seconds on a busy 2-core machine (per-file durations of
 * CI's last whole `npm test`, `--reporter=json --outputFile=durations.json`). A fresh clone has
 * no timings of its own, and Vitest would then start the largest files first: the property
 * tests, a few lines each, would start last and run on alone while the other worker idles.
 */
const KNOWN_SECONDS: Readonly<Record<string, number>> = {
  'apps/api/test/property/pglite.test.ts': 627,
  'apps/api/test/property/postgres.test.ts': 481,
  'apps/api/test/start/product.test.ts': 238,
  'apps/api/test/fuzz/routes.test.ts': 156,
  'apps/api/test/start/kill.test.ts': 125,
  // Three seeds on PostgreSQL and one on PGlite (225 s with three on each).
  'apps/api/test/prize/catch-up.test.ts': 120,
  'apps/api/test/deposits/suspense.test.ts': 97,
  'apps/api/test/scripts/chain-cursor.test.ts': 77,
  'apps/api/test/routes/api/v2/pledge.test.ts': 71,
  'apps/api/test/start/kill-writes.test.ts': 49,
  'apps/api/test/scripts/ledger-check.test.ts': 46,
  'apps/api/test/routes/api/v2/deposit.test.ts': 42,
  'apps/api/test/market/manipulation.test.ts': 40,
  'apps/api/test/jobs/runner.test.ts': 40,
  'apps/web/test/build.test.ts': 34,
  'apps/web/src/features/prize/components/RankingPage.test.tsx': 25,
  'apps/web/src/features/assets/components/AssetsPage.test.tsx': 25,
  'apps/web/src/features/swap/components/SwapPage.test.tsx': 23,
};

/**
 * Longest first within each project, so that the two workers finish together: timings from
 * this machine's earlier runs (Vitest's results cache), else KNOWN_SECONDS, else Vitest's own
 * order (unknown files, then larger files first). The projects keep Vitest's order, one after
 * another: a worker that ends a file of a non-isolated project (the API's) goes on with the
 * next file only when it is of the same project, and starting a new worker costs seconds.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const vitestOrder = await super.sort(files);
    const position = new Map(vitestOrder.map((spec, i) => [spec, i]));
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) => {
      const path = relative(root, spec.moduleId);
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`);
      return cached ? cached.duration / 1000 : (KNOWN_SECONDS[path] ?? 0);
    };
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        a.project.name.localeCompare(b.project.name) ||
        seconds(b) - seconds(a) ||
        (position.get(a) ?? 0) - (position.get(b) ?? 0),
    );
  }
}
