/**
 * Performance budget of the production bundle, in KB of gzip: the JS a first visit loads, and
 * any other chunk (route and lazy parts). Enforced by test/build.test.ts; reported by the
 * bench's web-size script.
 */
export const FIRST_LOAD_BUDGET_KB = 150;
export const CHUNK_BUDGET_KB = 50;
