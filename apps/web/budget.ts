/**
 * Performance budget of the production bundle, in KB of gzip. The goal: every script a first
 * visit to a route loads, summed (the bench's web-size opens each route in Chromium). Enforced
 * by test/build.test.ts for the shell every first visit loads (the entry and its static
 * imports), and, below, what a route adds to it (its page and the language) and any other chunk.
 */
export const FIRST_LOAD_BUDGET_KB = 120;
/**
 * 55 since the asset pages carry the complete records with their filters and export (52.2 KB
 * for the TNB page). Both figures are diagnostics: the goal is the whole first visit, shell and
 * route together, under 120 KB (docs/README.md, "Benchmarks").
 */
export const CHUNK_BUDGET_KB = 55;
/**
 * The shell's dictionary (the frame's, the session's and the shared texts), which every first
 * visit loads in its language; a feature's texts go with its pages (README.md, "Strings").
 */
export const SHELL_DICTIONARY_BUDGET_KB = 4;
