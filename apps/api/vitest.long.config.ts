import { defineConfig } from 'vitest/config';
import api, { LONG_FILES } from './vitest.config';

/**
 * The API's longest files (the property test on each database, the route fuzzer) as a project
 * of their own: `npm test` runs it in a third lane beside the other two, so these minutes no
 * longer queue behind the rest of the API's files on the same two workers.
 */
export default defineConfig({
  test: { ...api.test, name: 'api-long', include: LONG_FILES, exclude: [] },
});
