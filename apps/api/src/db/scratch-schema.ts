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
 * A fresh schema `<prefix>_<random hex>` on the server at `url`, for tests and benchmarks that
 * must not touch existing tables: connect with `options` (it sets search_path on every
 * connection), and `drop` it with everything in it at the end.
 */
export async function createScratchSchema(url: string, prefix: string, randomLength = 6) {
  const name = `${prefix}_${randomBytes(randomLength).toString('hex')}`;
  await admin(url, `CREATE SCHEMA ${name}`);
  return {
    name,
    options: `-c search_path=${name}`,
    drop: () => admin(url, `DROP SCHEMA ${name} CASCADE`),
  };
}
