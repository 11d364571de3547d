import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';
import { CHANNEL_NAMES, NotificationHub } from './notifications';

// Match node-postgres: BIGINT stays a string so no id or amount is ever rounded by a float.
const parsers = { [types.INT8]: (value: string) => value };

/** Embedded PostgreSQL (WASM). `dataDir` undefined = in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  const pg = await PGlite.create(dataDir, { parsers });
  // PGlite calls listeners in a microtask queued while it reads the statement's messages,
  // that is before the statement's own promise resolves.
  const hub = new NotificationHub();
  for (const channel of CHANNEL_NAMES) {
    await pg.listen(channel, (payload) => hub.notify(channel, payload));
  }
  const queryable = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T extends object>(sql: string, params: unknown[] = []) {
      return (await q.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    ...queryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(queryable(tx))),
    close: () => pg.close(),
    description: dataDir ? `embedded PGlite at ${dataDir}` : 'embedded PGlite in memory',
    shared: false,
    subscribe: (handlers) => hub.subscribe(handlers),
  };
}
