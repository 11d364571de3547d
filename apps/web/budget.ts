/**
 * Performance budget of the production bundle, in KB of gzip: the shell every first visit
 * loads (the entry and its static imports), and what a route adds to it (its page and the
 * language) as well as any other chunk. Enforced by test/build.test.ts; reported by the
 * bench's web-size script.
 */
export const FIRST_LOAD_BUDGET_KB = 120;
export const CHUNK_BUDGET_KB = 50;
