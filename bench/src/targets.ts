import type { Db } from '../../apps/api/src/db/db';
import { migrate } from '../../apps/api/src/db/migrate';
import { openPglite } from '../../apps/api/src/db/pglite';
import { openPostgres } from '../../apps/api/src/db/postgres';
import { MIGRATIONS_DIR } from '../../apps/api/src/paths';
import { benchDatabaseUrl, benchSchema } from './postgres-schema';

/** A migrated database to measure on, and how to remove every trace of it. */
export interface Target {
  name: string;
  db: Db;
  close(): Promise<void>;
}

export async function pgliteTarget(): Promise<Target> {
  const db = await openPglite();
  await migrate(db, MIGRATIONS_DIR);
  return { name: 'PGlite (embedded, in memory)', db, close: () => db.close() };
}

/** A schema of its own on the server at `url`, dropped at the end. */
export async function postgresTarget(url: string): Promise<Target> {
  const schema = await benchSchema(url);
  const db = await openPostgres(url, schema.options);
  await migrate(db, MIGRATIONS_DIR);
  return {
    name: `PostgreSQL (${new URL(url).host})`,
    db,
    async close() {
      await db.close();
      await schema.drop();
    },
  };
}

/**
 * Runs a measurement on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL) when one is set,
 * then on PGlite unless `pglite` is false, each in a database of its own removed afterwards.
 */
export async function onEachTarget(
  measure: (target: Target) => Promise<void>,
  { pglite = true }: { pglite?: boolean } = {},
): Promise<void> {
  const url = benchDatabaseUrl();
  const targets: (() => Promise<Target>)[] = [];
  if (url) targets.push(() => postgresTarget(url));
  else
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it');
  if (pglite) targets.push(pgliteTarget);
  for (const open of targets) {
    const target = await open();
    try {
      await measure(target);
    } finally {
      await target.close();
    }
  }
}
