import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Queryable, Statement } from './db';
import { CHANNEL_NAMES, NotificationHub } from './notifications';
import { PreparedStatements } from './pglite-statements';

// Match node-postgres: BIGINT stays a string so no id or amount is ever rounded by a float.
const parsers = { [types.INT8]: (value: string) => value };

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined = in memory (tests). `from` starts from a
 * dump of another instance's data directory (`dumpPglite`) instead of an empty database:
 * PGlite's initdb costs seconds, loading a dump a fraction of that.
 */
export async function openPglite(dataDir?: string, from?: File | Blob): Promise<Db> {
  const pg = await PGlite.create(dataDir, { parsers, loadDataDir: from });
  // PGlite calls listeners in a microtask queued while it reads the statement's messages,
  // that is before the statement's own promise resolves.
  const hub = new NotificationHub();
  for (const channel of CHANNEL_NAMES) {
    await pg.listen(channel, (payload) => hub.notify(channel, payload));
  }
  const statements = new PreparedStatements(pg);
  const queryable = (q: Pick<PGlite, 'exec'>, inTransaction: boolean): Queryable => ({
    query: <T extends object>(sql: string, params: unknown[] = []) =>
      statements.query<T>(sql, params, inTransaction),
    // PGlite commits when the transaction's function resolves: statements after the last still
    // run inside it, which reads cannot tell apart.
    queryLast: <T extends object>(sql: string, params: unknown[] = []) =>
      statements.query<T>(sql, params, inTransaction),
    // In process, a round trip costs nothing to save.
    async writeAll(writes: readonly Statement[]) {
      for (const w of writes) await statements.query(w.sql, w.params, inTransaction);
    },
    async queryAll(reads: readonly Statement[]) {
      const rows: Record<string, unknown>[][] = [];
      for (const r of reads) rows.push(await statements.query(r.sql, r.params, inTransaction));
      return rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
      // A script (migrations) may change the tables kept statements read.
      statements.forgetAll();
    },
  });
  const db: Db = {
    ...queryable(pg, false),
    // All or none, as PostgreSQL's one round trip runs them.
    writeAll: (writes) => pg.transaction((tx) => queryable(tx, true).writeAll(writes)),
    transaction: (fn) => pg.transaction((tx) => fn(queryable(tx, true))),
    close: () => pg.close(),
    description: dataDir ? `embedded PGlite at ${dataDir}` : 'embedded PGlite in memory',
    shared: false,
    subscribe: (handlers) => hub.subscribe(handlers),
  };
  dumps.set(db, () => pg.dumpDataDir('none'));
  return db;
}

const dumps = new WeakMap<object, () => Promise<File | Blob>>();

/** The data directory of a database opened by `openPglite`, to open copies of it. */
export function dumpPglite(db: Db): Promise<File | Blob> {
  const dump = dumps.get(db);
  if (!dump) throw new Error(`${db.description} is not an embedded PGlite database`);
  return dump();
}
