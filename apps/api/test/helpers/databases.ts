import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { dumpPglite, openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { createScratchSchema } from '../../src/db/scratch-schema';
import { MIGRATIONS_DIR } from '../../src/paths';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /**
   * A fresh, migrated, isolated database; `close` removes every trace of it. `another` (on
   * PostgreSQL) opens a second pool on the same data, as a second API instance would.
   */
  open(): Promise<{ db: Db; close(): Promise<void>; another?: () => Promise<Db> }>;
}

/**
 * A migrated database's data directory, made once per worker: each test's database is a copy
 * of it, which spares the seconds of PGlite's initdb and the migrations every time.
 */
let migrated: Promise<File | Blob> | undefined;
function migratedPglite(): Promise<File | Blob> {
  migrated ??= (async () => {
    const db = await openPglite();
    await migrate(db, MIGRATIONS_DIR);
    const dump = await dumpPglite(db);
    await db.close();
    return dump;
  })();
  return migrated;
}

/**
 * A migrated embedded database in `dataDir` as the product keeps it (DATA_DIR/pglite), copied
 * from the migrated one of this worker: for tests of the operator commands, which open it.
 */
export async function migratedPgliteAt(dataDir: string): Promise<Db> {
  return openPglite(dataDir, await migratedPglite());
}

const pglite: TestDatabase = {
  name: 'pglite',
  async open() {
    const db = await openPglite(undefined, await migratedPglite());
    return { db, close: () => db.close() };
  },
};

/** Each run gets its own schema, selected by search_path on every pooled connection. */
const postgres = (url: string): TestDatabase => ({
  name: 'postgres',
  async open() {
    const schema = await createScratchSchema(url, 'xbond_test');
    const db = await openPostgres(url, schema.options);
    await migrate(db, MIGRATIONS_DIR);
    return {
      db,
      another: () => openPostgres(url, schema.options),
      async close() {
        await db.close();
        await schema.drop();
      },
    };
  },
});

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (README.md, "Test it"). */
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
    queryLast: refuse,
    writeAll: refuse,
    queryAll: refuse,
    exec: refuse,
    transaction: refuse,
    close: async () => {},
    description: 'none',
    shared: false,
    subscribe: () => () => {},
  };
}
