import pg from 'pg';
import type { Db, Queryable } from './db';

/** Host and database of a connection string, for printing; never the password. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `PostgreSQL ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/**
 * A PostgreSQL pool. `options` passes server settings per connection, e.g.
 * `-c search_path=test_1` to isolate a test run in its own schema.
 */
export async function openPostgres(url: string, options?: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, options, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const run = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends object>(sql: string, params: unknown[] = []) {
      return (await client.query<T>(sql, params)).rows;
    },
    // Without parameters node-postgres uses the simple protocol, which runs several statements.
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('SELECT 1');
  return {
    ...run(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(run(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is discarded rather than reused.
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
    description: describeUrl(url),
  };
}
