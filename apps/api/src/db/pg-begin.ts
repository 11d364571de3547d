import pg from 'pg';

/** node-postgres's connection, as a query writes its messages to it. */
interface Connection {
  parse(message: { text: string; name?: string }): void;
  bind(message: object): void;
  execute(message: object): void;
}

/**
 * A statement that opens its transaction: BEGIN's Parse, Bind and Execute go out in the same
 * write as the statement's own Bind and Execute, so a transaction costs one round trip and one
 * write less than BEGIN sent alone. BEGIN's completion is not the statement's result.
 *
 * Only for a statement already prepared on the connection under its name: node-postgres takes
 * any ParseComplete during a named query for that statement's own, so BEGIN's must not arrive
 * when the statement's own Parse could still fail.
 */
class BeginningQuery<R extends pg.QueryResultRow> extends pg.Query<R> {
  private begun = false;

  prepare(connection: Connection) {
    connection.parse({ text: 'BEGIN' });
    connection.bind({});
    connection.execute({});
    (pg.Query.prototype as unknown as { prepare(c: Connection): void }).prepare.call(
      this,
      connection,
    );
  }

  handleCommandComplete(message: unknown, connection: Connection) {
    if (!this.begun) {
      this.begun = true;
      return;
    }
    (
      pg.Query.prototype as unknown as { handleCommandComplete(m: unknown, c: Connection): void }
    ).handleCommandComplete.call(this, message, connection);
  }
}

/** Opens a transaction on `client` and runs the named statement in it, in one round trip. */
export function beginWith<T extends pg.QueryResultRow>(
  client: pg.ClientBase,
  statement: { name: string; text: string; values: unknown[] },
): Promise<pg.QueryResult<T>> {
  return new Promise((resolve, reject) => {
    client.query(
      new BeginningQuery<T>(statement, (error, result) =>
        error ? reject(error) : resolve(result),
      ),
    );
  });
}
