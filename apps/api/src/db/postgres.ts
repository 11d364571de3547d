import pg from 'pg';
import type { Db, Queryable } from './db';
import { CHANNEL_NAMES, NotificationHub } from './notifications';
import { batched } from './pg-frame';
import { StatementNames } from './pg-statements';

/** Host and database of a connection string, for printing; never the password. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `PostgreSQL ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

const LISTEN_ALL = CHANNEL_NAMES.map((c) => `LISTEN ${c}`).join('; ');

/**
 * A PostgreSQL pool. `options` passes server settings per connection, e.g.
 * `-c search_path=test_1` to isolate a test run in its own schema.
 *
 * Every connection LISTENs on the cache channels (notifications.ts): PostgreSQL delivers a
 * session's own notifications before its statement completes, so this process's caches see
 * its own committed changes at once, whichever connection wrote them. `min: 1` keeps one
 * connection (a listener) open while the others idle out. Up to 20: a request holds its
 * connection only for its statements' round trips, so under load most of a request's time was
 * its wait for one of 10 (docs/api.md, "Load").
 */
export async function openPostgres(url: string, options?: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, options, max: 20, min: 1 });
  // Transactions that hold a lock everyone waits for (docs/api.md, "Load"): one connection of
  // their own, so they never queue behind the requests waiting for them.
  const urgentPool = new pg.Pool({ connectionString: url, options, max: 1, min: 0 });
  const hub = new NotificationHub();
  const listening = new WeakSet<pg.PoolClient>();
  let open = 0;
  // Every connection was lost at some point: notifications may have been missed meanwhile.
  let lostAll = false;
  for (const p of [pool, urgentPool]) {
    // An idle client that loses its connection must not crash the process.
    p.on('error', () => {});
    p.on('connect', (client) => {
      open++;
      client.on('notification', (n) => hub.notify(n.channel, n.payload ?? ''));
    });
    p.on('remove', () => {
      open--;
      if (open === 0) lostAll = true;
    });
  }

  async function checkout(from = pool): Promise<pg.PoolClient> {
    const client = await from.connect();
    if (listening.has(client)) return client;
    try {
      await client.query(LISTEN_ALL);
    } catch (error) {
      client.release(true);
      throw error;
    }
    listening.add(client);
    if (lostAll) {
      lostAll = false;
      hub.resync();
    }
    return client;
  }

  const statements = new StatementNames();
  /**
   * Statements on `client`. `opening`: they run in a transaction that their first statement
   * opens and `queryLast` may commit; `open()` answers whether one is open.
   */
  const run = (client: pg.PoolClient, opening = false) => {
    let begin = opening;
    let committed = false;
    // Statements asked for together go out in the order asked: none may pass the one that
    // sends BEGIN while it waits (statements.query may first deallocate).
    let previous: Promise<unknown> = Promise.resolve();
    const inTurn = <T>(step: (first: boolean) => Promise<T>): Promise<T> => {
      const first = begin;
      begin = false;
      const turn = previous.then(() => step(first));
      previous = turn.catch(() => {});
      return turn;
    };
    const send = async <T extends object>(sql: string, params: unknown[], last: boolean) => {
      const commit = last && opening && !committed;
      const result = await inTurn((first) =>
        statements.query<T>(client, sql, params, { begin: first, commit }),
      );
      if (commit) committed = true;
      return result.rows;
    };
    const q: Queryable = {
      query: (sql, params = []) => send(sql, params, false),
      queryLast: (sql, params = []) => send(sql, params, true),
      async writeAll(writes) {
        if (writes.length === 0) return;
        await inTurn((first) => batched(client, writes, first));
      },
      queryAll: (reads) => inTurn((first) => statements.queryAll(client, reads, first)),
      // Without parameters node-postgres uses the simple protocol, which runs several statements.
      async exec(sql: string) {
        statements.forgetAll();
        await inTurn(async (first) => {
          if (first) await client.query('BEGIN');
          await client.query(sql);
        });
      },
    };
    return { q, open: () => opening && !begin && !committed };
  };
  /**
   * One statement on a pooled connection; a connection-level failure discards it. A statement
   * whose table another process altered runs once more, on a fresh connection.
   */
  const once = async <T>(fn: (q: Queryable) => Promise<T>, retry = true): Promise<T> => {
    const client = await checkout();
    let broken = false;
    try {
      return await fn(run(client).q);
    } catch (error) {
      // A server-reported error (constraint, XB001...) leaves the connection usable.
      broken = !(error instanceof pg.DatabaseError) || statements.isStale(client);
      if (!(retry && statements.isStale(client))) throw error;
    } finally {
      client.release(broken);
    }
    return once(fn, false);
  };

  // Fail at start, not on the first request, when the server is unreachable.
  await once((q) => q.query('SELECT 1'));
  return {
    query: (sql, params) => once((q) => q.query(sql, params)),
    queryLast: (sql, params) => once((q) => q.query(sql, params)),
    // Outside a transaction, the round trip's statements run in one implicit transaction.
    writeAll: (writes) => once((q) => q.writeAll(writes)),
    queryAll: (reads) => once((q) => q.queryAll(reads)),
    exec: (sql) => once((q) => q.exec(sql)),
    async transaction(fn, options) {
      const client = await checkout(options?.urgent ? urgentPool : pool);
      const tx = run(client, true);
      let broken = false;
      try {
        const result = await fn(tx.q);
        // A transaction that ran no statement never began; one `queryLast` ended is committed.
        if (tx.open()) await client.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is discarded rather than reused.
        if (tx.open()) {
          await client.query('ROLLBACK').catch(() => {
            broken = true;
          });
        }
        throw error;
      } finally {
        client.release(broken || statements.isStale(client));
      }
    },
    close: async () => {
      await Promise.all([pool.end(), urgentPool.end()]);
    },
    description: describeUrl(url),
    shared: true,
    subscribe: (handlers) => hub.subscribe(handlers),
  };
}
