import type { Db } from '../../apps/api/src/db/db';
import { migrate } from '../../apps/api/src/db/migrate';
import { openPglite } from '../../apps/api/src/db/pglite';
import { openPostgres } from '../../apps/api/src/db/postgres';
import { MIGRATIONS_DIR } from '../../apps/api/src/paths';
import { benchSchema } from './postgres-schema';

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
