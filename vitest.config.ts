import { defineConfig } from 'vitest/config';

// One test command for the whole repository: each workspace declares its own project.
export default defineConfig({
  test: {
    projects: ['{packages,apps}/*/vitest.config.ts', '{e2e,bench}/vitest.config.ts'],
  },
});
