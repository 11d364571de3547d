/**
 * The one database interface the API uses, with two adapters: embedded PGlite (the local demo
 * and tests) and a PostgreSQL pool (`DATABASE_URL`). SQL is written once for both.
 *
 * Types come back as node-postgres returns them: BIGINT and NUMERIC as strings (exact; money
 * is converted to bigint in repositories), TIMESTAMPTZ as Date.
 */
export interface Queryable {
  query<T extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: COMMIT when it resolves, ROLLBACK when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** What to print about this database: a path or a host, never a password. */
  readonly description: string;
}

/** PostgreSQL's code for a unique-constraint violation. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;
}
