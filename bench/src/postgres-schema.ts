import { createScratchSchema } from '@xbond/api/db/scratch-schema';

/**
 * A fresh schema on the server at `url`, so a benchmark never touches existing tables:
 * connect with `options` (it sets search_path), drop it at the end.
 */
export const benchSchema = (url: string) => createScratchSchema(url, 'xbond_bench', 4);

/** BENCH_DATABASE_URL, else TEST_DATABASE_URL, else none (PGlite only). */
export const benchDatabaseUrl = () =>
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
