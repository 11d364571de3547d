import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db';

const FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** `NNN_name.sql` files in version order; a gap or a duplicate number is a mistake. */
export function readMigrations(dir: string): Migration[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return files.map((name, i) => {
    const match = FILE.exec(name);
    if (!match) throw new Error(`Migration file name must look like 001_name.sql: ${name}`);
    const version = Number(match[1]);
    if (version !== i + 1)
      throw new Error(`Migration ${name} is out of sequence (expected ${i + 1})`);
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
