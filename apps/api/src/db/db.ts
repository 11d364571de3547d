import type { NotificationHandlers } from './notifications';

/**
 * The one database interface the API uses, with two adapters: embedded PGlite (the local demo
 * and tests) and a PostgreSQL pool (`DATABASE_URL`). SQL is written once for both.
 *
 * Types come back as node-postgres returns them: BIGINT and NUMERIC as strings (exact; money
 * is converted to bigint in repositories), TIMESTAMPTZ as Date.
 */
export interface Queryable {
  query<T extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * `query` for a transaction's last statement: it commits the transaction (PostgreSQL: COMMIT
   * goes out with it, one round trip less). What runs after it runs outside the transaction,
   * each statement on its own, and an error thrown after it no longer undoes the transaction,
   * so it suits the last write, followed at most by reads. Outside a transaction, `query`.
   */
  queryLast<T extends object = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<T[]>;
  /**
   * Runs writes whose rows no one reads, in order (PostgreSQL: all in one round trip). For a
   * transaction's independent writes: a failing one fails the call, and the transaction with it.
   * Outside a transaction, all of them or none.
   */
  writeAll(statements: readonly Statement[]): Promise<void>;
  /**
   * Runs reads and answers each one's rows, in order (PostgreSQL: in one round trip on one
   * connection once each text is prepared there). For a request's independent reads; `readAll`
   * gives them their meaning.
   */
  queryAll(statements: readonly Statement[]): Promise<Record<string, unknown>[][]>;
  /** Runs a script of several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
}

/** A statement and its parameters, written apart from where it runs (`writeAll`). */
export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * A read written apart from where it runs (`readAll`): its statement and what its rows mean,
 * typed as the statement selects them (unchecked, as `query<T>` types its rows).
 */
export interface Read<T, Row extends object = Record<string, unknown>> extends Statement {
  result(rows: Row[]): T;
}

type Results<R extends readonly Read<unknown, never>[]> = {
  -readonly [K in keyof R]: R[K] extends Read<infer T, never> ? T : never;
};

/** Independent reads together (`queryAll`), each answered as its `result` says. */
export async function readAll<const R extends readonly Read<unknown, never>[]>(
  q: Queryable,
  reads: R,
): Promise<Results<R>> {
  const rows = await q.queryAll(reads);
  return reads.map((read, i) => read.result((rows[i] ?? []) as never[])) as Results<R>;
}

/** One read on its own. */
export async function readOne<T, Row extends object>(q: Queryable, read: Read<T, Row>): Promise<T> {
  return read.result(await q.query<Row>(read.sql, read.params));
}

export interface TransactionOptions {
  urgent?: boolean;
}

export interface Db extends Queryable {
  /**
   * Runs `fn` in one transaction: COMMIT when it resolves, ROLLBACK when it throws. `urgent`:
   * the transaction takes a lock others wait for (the trading lock), so it does not queue for
   * a connection behind them (PostgreSQL: a connection of its own).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
  /** What to print about this database: a path or a host, never a password. */
  readonly description: string;
  /**
   * True when other processes may use this database too (PostgreSQL: several API instances),
   * so a change must be announced to them; PGlite belongs to one process.
   */
  readonly shared: boolean;
  /**
   * NOTIFY messages on the channels of `notifications.ts`, from this process and others. A
   * change committed through this Db is delivered before the committing statement resolves.
   */
  subscribe(handlers: NotificationHandlers): () => void;
}

/**
 * Binds a value as the next parameter of a statement being written and answers its
 * placeholder (`$3`): pieces of SQL written apart then share one statement and its parameters.
 */
export type Bind = (value: unknown) => string;

/** A `Bind` that appends to `params`. */
export function binder(params: unknown[]): Bind {
  return (value) => `$${params.push(value)}`;
}

/** PostgreSQL's code for a unique-constraint violation. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;
}
