import { join } from 'node:path';
import type { Config } from '../config';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** The embedded database's directory, for the local demo. */
export function pgliteDir(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'pglite');
}

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR. */
export function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(pgliteDir(config));
}
