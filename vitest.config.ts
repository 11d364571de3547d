import { defineConfig } from 'vitest/config';
import { LongestFirst } from './scripts/longest-first.ts';

// One test command for the whole repository: each workspace declares its own project.
export default defineConfig({
  test: {
    projects: [
      '{packages,apps}/*/vitest.config.ts',
      'apps/api/vitest.long.config.ts',
      '{e2e,bench}/vitest.config.ts',
    ],
    // Two workers on the two cores CI has (Vitest's default would be one): the long files (the
    // property test on each database, the browser tests) go on side by side with the rest.
    maxWorkers: 2,
    // The longest files first, so that neither worker is left running one alone at the end.
    sequence: { sequencer: LongestFirst },
  },
});
