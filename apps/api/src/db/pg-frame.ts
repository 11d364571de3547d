import pg from 'pg';
import type { Statement } from './db';

/** node-postgres's connection, as a query writes its messages to it. */
interface Connection {
  parse(message: { text: string; name?: string }): void;
  bind(message: object): void;
  execute(message: object): void;
  describe(message: { type: 'P' | 'S'; name?: string }): void;
  sync(): void;
}

/** Which transaction messages go out in the same write as a statement's own. */
export interface Frame {
  /** BEGIN before it: the statement opens its transaction. */
  begin?: boolean;
  /** COMMIT after it: the statement is its transaction's last. */
  commit?: boolean;
}

type QueryInternals = {
  prepare(c: Connection): void;
  _getRows(c: Connection, rows: unknown): void;
  handleCommandComplete(m: unknown, c: Connection): void;
};
const base = pg.Query.prototype as unknown as QueryInternals;

/**
 * A statement sent with BEGIN's Parse, Bind and Execute before its own messages and/or COMMIT's
 * after them, all before the one Sync: a transaction's opening and closing cost no round trip
 * of their own. Only the statement's completion is its result.
 *
 * BEGIN only for a statement already prepared on the connection under its name: node-postgres
 * takes any ParseComplete during a named query for that statement's own, so BEGIN's must not
 * arrive when the statement's own Parse could still fail. COMMIT's arrives only after the
 * statement succeeded. When the statement fails, PostgreSQL skips every message up to the Sync,
 * COMMIT included: the transaction stays open, aborted, for the caller's ROLLBACK.
 */
class FramedQuery<R extends pg.QueryResultRow> extends pg.Query<R> {
  private completions = 0;

  constructor(
    config: pg.QueryConfig,
    private readonly frame: Frame,
    callback: (error: Error | undefined, result: pg.QueryResult<R>) => void,
  ) {
    // The extended protocol always, even without parameters: COMMIT is appended to its messages.
    super({ ...config, queryMode: 'extended' } as pg.QueryConfig, undefined, callback);
  }

  prepare(connection: Connection) {
    if (this.frame.begin) {
      connection.parse({ text: 'BEGIN' });
      connection.bind({});
      connection.execute({});
    }
    base.prepare.call(this, connection);
  }

  _getRows(connection: Connection, rows: unknown) {
    if (!this.frame.commit) return base._getRows.call(this, connection, rows);
    connection.execute({ portal: '', rows });
    connection.parse({ text: 'COMMIT' });
    connection.bind({});
    connection.execute({});
    connection.sync();
  }

  handleCommandComplete(message: unknown, connection: Connection) {
    const own = this.frame.begin ? 1 : 0;
    if (this.completions++ !== own) return;
    base.handleCommandComplete.call(this, message, connection);
  }
}

/** Runs `statement` on `client` with the transaction messages `frame` asks for, in one round trip. */
export function framed<T extends pg.QueryResultRow>(
  client: pg.ClientBase,
  statement: { name?: string; text: string; values: unknown[] },
  frame: Frame,
): Promise<pg.QueryResult<T>> {
  return new Promise((resolve, reject) => {
    client.query(
      new FramedQuery<T>(statement, frame, (error, result) =>
        error ? reject(error) : resolve(result),
      ),
    );
  });
}

/** node-postgres's conversion of a parameter to its text, as its own queries bind them. */
const { prepareValue } = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } })
  .utils;

/**
 * Several statements in one round trip: each one's Parse, Bind and Execute (unnamed: each
 * Parse replaces the one before), BEGIN's before them when `begin`, then one Sync. PostgreSQL
 * runs them in order and, after a failure, skips the rest up to the Sync; node-postgres then
 * rejects with that failure. Their rows are not described and not read.
 */
class BatchQuery extends pg.Query {
  constructor(
    private readonly statements: readonly Statement[],
    private readonly begin: boolean,
    callback: (error: Error | undefined) => void,
  ) {
    super({ text: 'batch', queryMode: 'extended' } as pg.QueryConfig, undefined, callback);
  }

  prepare(connection: Connection) {
    const all = this.begin ? [{ sql: 'BEGIN', params: [] }, ...this.statements] : this.statements;
    for (const { sql, params } of all) {
      connection.parse({ text: sql });
      connection.bind({ values: params, valueMapper: prepareValue });
      connection.execute({});
    }
    connection.sync();
  }

  handleRowDescription() {}
  handleDataRow() {}
  handleCommandComplete() {}
}

/** Runs `statements` on `client` in order, in one round trip (see BatchQuery). */
export function batched(
  client: pg.ClientBase,
  statements: readonly Statement[],
  begin: boolean,
): Promise<void> {
  return new Promise((resolve, reject) => {
    client.query(new BatchQuery(statements, begin, (error) => (error ? reject(error) : resolve())));
  });
}

/**
 * Reads in one round trip: each one's Bind to its prepared statement, Describe and Execute
 * (BEGIN's Parse, Bind and Execute before them when `begin`), then one Sync. node-postgres
 * gathers each completed command's rows as a result of its own, in order.
 */
class ReadBatch extends pg.Query {
  constructor(
    private readonly reads: readonly (Statement & { name: string })[],
    private readonly begin: boolean,
    callback: (error: Error | undefined, results: pg.QueryResult | pg.QueryResult[]) => void,
  ) {
    super({ text: 'read batch', queryMode: 'extended' } as pg.QueryConfig, undefined, callback);
  }

  prepare(connection: Connection) {
    if (this.begin) {
      connection.parse({ text: 'BEGIN' });
      connection.bind({});
      connection.execute({});
    }
    for (const { name, params } of this.reads) {
      connection.bind({ statement: name, values: params, valueMapper: prepareValue });
      connection.describe({ type: 'P' });
      connection.execute({});
    }
    connection.sync();
  }
}

/** Runs reads prepared on `client` under their names, in one round trip (see ReadBatch). */
export function readBatch(
  client: pg.ClientBase,
  reads: readonly (Statement & { name: string })[],
  begin: boolean,
): Promise<Record<string, unknown>[][]> {
  return new Promise((resolve, reject) => {
    client.query(
      new ReadBatch(reads, begin, (error, results) => {
        if (error) return reject(error);
        const all = Array.isArray(results) ? results : [results];
        resolve(all.slice(begin ? 1 : 0).map((r) => r.rows));
      }),
    );
  });
}
