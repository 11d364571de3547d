import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on a short-lived connection of its own (schema create and drop). */
async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh schema on the server at `url`, so a benchmark never touches existing tables:
 * connect with `options` (it sets search_path), drop it at the end.
 */
export async function benchSchema(url: string) {
  const name = `xbond_bench_${randomBytes(4).toString('hex')}`;
  await admin(url, `CREATE SCHEMA ${name}`);
  return {
    name,
    options: `-c search_path=${name}`,
    drop: () => admin(url, `DROP SCHEMA ${name} CASCADE`),
  };
}

/** BENCH_DATABASE_URL, else TEST_DATABASE_URL, else none (PGlite only). */
export const benchDatabaseUrl = () =>
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
