/**
 * Performance budget of the production bundle, in KB of gzip. The goal: every script a first
 * visit to a route loads, summed, on every route (the bench's web-size opens each route in
 * Chromium; test/build.test.ts holds the same sum from the build's route map).
 */
export const FIRST_LOAD_BUDGET_KB = 120;
/**
 * Any chunk outside the shell, each on its own: the ones a first visit does not load (the
 * wallet's viem helpers, a withdrawal's claim, a chart's drawing) too.
 */
export const CHUNK_BUDGET_KB = 55;
/**
 * The shell's dictionary (the frame's, the session's and the shared texts), which every first
 * visit loads in its language; a feature's texts go with its pages (README.md, "Strings").
 */
export const SHELL_DICTIONARY_BUDGET_KB = 4;
