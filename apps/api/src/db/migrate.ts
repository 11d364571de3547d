import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db';

const FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * `NNN_name.sql` files in version order; a duplicate number is a mistake. A gap is not:
 * features built in parallel reserve their numbers, and whichever lands first leaves a gap the
 * other fills later (`migrate` applies every version not applied yet, in order).
 */
export function readMigrations(dir: string): Migration[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  let previous = 0;
  return files.map((name) => {
    const match = FILE.exec(name);
    if (!match) throw new Error(`Migration file name must look like 001_name.sql: ${name}`);
    const version = Number(match[1]);
    if (version === previous) throw new Error(`Migration number ${match[1]} is used twice`);
    previous = version;
    return { version, name, sql: readFileSync(join(dir, name), 'utf8') };
  });
}

/**
 * Applies the pending migrations in order, in one transaction, each recorded in
 * `schema_migrations`. The advisory lock makes several API instances starting at once wait
 * for each other instead of racing. Returns the names applied.
 */
export async function migrate(db: Db, dir: string): Promise<string[]> {
  const migrations = readMigrations(dir);
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('xbond.schema_migrations'))`);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((r) => r.version));
    const done: string[] = [];
    for (const m of migrations) {
      if (applied.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        m.version,
        m.name,
      ]);
      done.push(m.name);
    }
    return done;
  });
}
