import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { MIGRATIONS_DIR } from '../../src/paths';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /**
   * A fresh, migrated, isolated database; `close` removes every trace of it. `another` (on
   * PostgreSQL) opens a second pool on the same data, as a second API instance would.
   */
  open(): Promise<{ db: Db; close(): Promise<void>; another?: () => Promise<Db> }>;
}

const pglite: TestDatabase = {
  name: 'pglite',
  async open() {
    const db = await openPglite();
    await migrate(db, MIGRATIONS_DIR);
    return { db, close: () => db.close() };
  },
};

/** Runs its statement on a short-lived connection of its own (schema create and drop). */
async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Each run gets its own schema, selected by search_path on every pooled connection. */
const postgres = (url: string): TestDatabase => ({
  name: 'postgres',
  async open() {
    const schema = `xbond_test_${randomBytes(6).toString('hex')}`;
    await admin(url, `CREATE SCHEMA ${schema}`);
    const db = await openPostgres(url, `-c search_path=${schema}`);
    await migrate(db, MIGRATIONS_DIR);
    return {
      db,
      another: () => openPostgres(url, `-c search_path=${schema}`),
      async close() {
        await db.close();
        await admin(url, `DROP SCHEMA ${schema} CASCADE`);
      },
    };
  },
});

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (architecture.md, Tests). */
export function databases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}

/** For tests of routes that never reach the database (static files, the chain proxy). */
export function noDatabase(): Db {
  const refuse = async (): Promise<never> => {
    throw new Error('this test must not use the database');
  };
  return {
    query: refuse,
    exec: refuse,
    transaction: refuse,
    close: async () => {},
    description: 'none',
    shared: false,
    subscribe: () => () => {},
  };
}
