import { messages, type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/**
 * Statements kept prepared at once; the least recently used is closed past this. The API's SQL
 * is a few hundred fixed texts; the bound only matters for text built at run time.
 */
const MAX_PREPARED = 1000;

interface Prepared {
  name: string;
  /** The parameters' type OIDs, as the server inferred them: they choose the serializers. */
  types: number[];
}

/**
 * PGlite's own `query` costs six round trips into the WebAssembly server per call (parse,
 * describe, bind, describe, execute, sync), and the server parses, analyses and plans the text
 * anew every time. Here each text is prepared once under a name, and a query is then a single
 * exchange (bind, describe, execute, sync) running the kept plan: the same rows and errors for
 * a fraction of the CPU.
 *
 * Parameters are serialized as PGlite's `query` does (by the inferred type), and rows parsed by
 * the instance's parsers, so callers see exactly what `query` answered.
 */
export class PreparedStatements {
  private readonly prepared = new Map<string, Prepared>();
  private readonly toClose: string[] = [];
  private count = 0;

  constructor(private readonly pg: PGlite) {}

  /**
   * Runs `sql` with `params`; `inTransaction`: inside `pg.transaction`, which already holds the
   * transaction lock (and whose end syncs the files).
   */
  query<T>(sql: string, params: unknown[], inTransaction: boolean): Promise<T[]> {
    const run = () => this.pg._runExclusiveQuery(() => this.run<T>(sql, params, !inTransaction));
    return inTransaction ? run() : this.pg._runExclusiveTransaction(run);
  }

  /**
   * Forgets every prepared statement (after a script that may change tables: a kept plan whose
   * result columns changed would fail). They are closed with the next exchange.
   */
  forgetAll(): void {
    for (const { name } of this.prepared.values()) this.toClose.push(name);
    this.prepared.clear();
  }

  private async run<T>(sql: string, params: unknown[], sync: boolean): Promise<T[]> {
    try {
      const statement = await this.statement(sql);
      const values = params.map((value, i) => this.serializeParam(value, statement.types[i]));
      const messages = await this.exchange([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      if (sync) await this.pg.syncToFs();
      return (parse.parseResults(messages, this.pg.parsers)[0] as Results<T>).rows;
    } catch (error) {
      // As PGlite's `query` reports a failed statement: with its text and parameters.
      if (error instanceof messages.DatabaseError) Object.assign(error, { query: sql, params });
      throw error;
    }
  }

  /** The prepared statement for `sql`: parsed and described once, then reused. */
  private async statement(sql: string): Promise<Prepared> {
    const known = this.prepared.get(sql);
    if (known) {
      // Most recently used last: the first entry is the one to close when full.
      this.prepared.delete(sql);
      this.prepared.set(sql, known);
      return known;
    }
    const name = `xbond_${++this.count}`;
    const messages = await this.exchange([
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    this.prepared.set(sql, statement);
    if (this.prepared.size > MAX_PREPARED) {
      const [oldest, { name: evicted }] = this.prepared.entries().next().value as [
        string,
        Prepared,
      ];
      this.prepared.delete(oldest);
      this.toClose.push(evicted);
    }
    return statement;
  }

  /** One call into the server; statements forgotten since the last one are closed first. */
  private async exchange(parts: Uint8Array[]) {
    const closing = this.toClose.splice(0).map((name) => serialize.close({ type: 'S', name }));
    const all = [...closing, ...parts];
    const message = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const part of all) {
      message.set(part, at);
      at += part.length;
    }
    return (await this.pg.execProtocol(message, { syncToFs: false })).messages;
  }

  /** As PGlite's `query`: by the parameter's type, else the value's own text. */
  private serializeParam(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : this.pg.serializers[type];
    return serializer ? serializer(value) : String(value);
  }
}
