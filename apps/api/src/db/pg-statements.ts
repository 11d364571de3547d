import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Statement } from './db';
import { type Frame, framed, readBatch } from './pg-frame';

/**
 * Named statements kept prepared on one connection; past this the least recently used is
 * deallocated. The API's SQL is a few hundred fixed texts; the bound matters for text built at
 * run time (a VALUES list as long as a page of fills).
 */
export const MAX_PREPARED_PER_CONNECTION = 300;
/** Texts whose runs are counted at once; the count starts again past this. */
const MAX_COUNTED = 5000;

/** PostgreSQL's code when a kept plan's result columns changed (a table altered meanwhile). */
const RESULT_TYPE_CHANGED = '0A000';

/**
 * Which statements run under a name, so that PostgreSQL parses and plans each text once per
 * connection rather than on every run (node-postgres sends an unnamed text as Parse, Bind,
 * Execute every time). A text is named from its second run: one seen once (an admin screen's
 * search, a one-off script) does not take a place. The name is a hash of the text, so it is the
 * same on every connection and after the count is cleared.
 */
export class StatementNames {
  private readonly runs = new Map<string, number>();
  private readonly names = new Map<string, string>();
  /** Per connection, its named statements, least recently used first. */
  private readonly kept = new WeakMap<pg.ClientBase, Kept>();
  /** Connections whose kept statements a schema change outdated: to be discarded. */
  private readonly stale = new WeakSet<pg.ClientBase>();
  /** Counts the scripts run here (migrations) after which no kept statement may run. */
  private generation = 0;

  /** The name to run `text` under, or none to run it unnamed. */
  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known) return known;
    const runs = (this.runs.get(text) ?? 0) + 1;
    if (runs < 2) {
      if (this.runs.size >= MAX_COUNTED) this.runs.clear();
      this.runs.set(text, runs);
      return undefined;
    }
    this.runs.delete(text);
    if (this.names.size >= MAX_COUNTED) this.names.clear();
    const name = `xb_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    this.names.set(text, name);
    return name;
  }

  /**
   * Runs `text` on `client`, under its name once it has one. `frame.begin`: it is the first
   * statement of a transaction, which it opens (in the same round trip once the text is
   * prepared there). `frame.commit`: it is the last, and COMMIT goes out with it.
   */
  async query<T extends object>(
    client: pg.ClientBase,
    text: string,
    values: unknown[],
    frame: Frame = {},
  ): Promise<pg.QueryResult<T>> {
    return this.run(client, this.nameOf(text), text, values, frame);
  }

  /**
   * Runs reads on `client` and answers each one's rows: in one round trip when every text is
   * prepared there under its name (`readBatch`), else one by one, which prepares them. `begin`:
   * the first opens a transaction.
   */
  async queryAll(
    client: pg.ClientBase,
    reads: readonly Statement[],
    begin: boolean,
  ): Promise<Record<string, unknown>[][]> {
    if (reads.length === 0) return [];
    const names = reads.map((r) => this.nameOf(r.sql));
    for (const name of names) if (name) await this.keep(client, name);
    const parsed = parsedStatements(client);
    const prepared = names.every((name) => name !== undefined && parsed.has(name));
    if (prepared) {
      return readBatch(
        client,
        reads.map((r, i) => ({ ...r, name: names[i] as string })),
        begin,
      );
    }
    const rows: Record<string, unknown>[][] = [];
    for (const [i, r] of reads.entries()) {
      const frame = { begin: begin && i === 0 };
      rows.push(
        (await this.run<Record<string, unknown>>(client, names[i], r.sql, r.params, frame)).rows,
      );
    }
    return rows;
  }

  private async run<T extends object>(
    client: pg.ClientBase,
    name: string | undefined,
    text: string,
    values: unknown[],
    frame: Frame,
  ): Promise<pg.QueryResult<T>> {
    if (name) await this.keep(client, name);
    const begin = frame.begin === true && name !== undefined && parsedStatements(client).has(name);
    if (frame.begin && !begin) await client.query('BEGIN');
    const commit = frame.commit === true;
    if (!name && !commit) return client.query<T>(text, values);
    try {
      const statement = { name, text, values };
      return await (begin || commit
        ? framed<T & pg.QueryResultRow>(client, statement, { begin, commit })
        : client.query<T>(statement));
    } catch (error) {
      if ((error as { code?: string }).code === RESULT_TYPE_CHANGED) this.stale.add(client);
      throw error;
    }
  }

  /**
   * True when `client` ran a kept statement whose table another process altered since: its
   * statements are outdated, and discarding the connection drops them.
   */
  isStale(client: pg.ClientBase): boolean {
    return this.stale.has(client);
  }

  /** No statement kept so far runs again (a script run here may have changed tables). */
  forgetAll(): void {
    this.generation++;
  }

  /** Records `name` as used on `client`, deallocating the least recently used past the bound. */
  private async keep(client: pg.ClientBase, name: string) {
    let kept = this.kept.get(client);
    if (kept?.generation !== this.generation) {
      if (kept?.names.size) {
        await client.query('DEALLOCATE ALL');
        parsedStatements(client).clear();
      }
      kept = { generation: this.generation, names: new Map() };
      this.kept.set(client, kept);
    }
    const { names } = kept;
    if (names.delete(name)) {
      names.set(name, true);
      return;
    }
    if (names.size >= MAX_PREPARED_PER_CONNECTION) {
      const oldest = names.keys().next().value as string;
      await client.query(`DEALLOCATE "${oldest}"`);
      names.delete(oldest);
      parsedStatements(client).forget(oldest);
    }
    names.set(name, true);
  }
}

interface Kept {
  generation: number;
  names: Map<string, true>;
}

/** node-postgres's own record of the names it has parsed on a connection. */
function parsedStatements(client: pg.ClientBase) {
  const connection = (
    client as unknown as {
      connection: {
        parsedStatements: Record<string, string>;
        submittedNamedStatements: Record<string, string>;
      };
    }
  ).connection;
  return {
    has: (name: string) => connection.parsedStatements[name] !== undefined,
    forget(name: string) {
      delete connection.parsedStatements[name];
      delete connection.submittedNamedStatements[name];
    },
    clear() {
      connection.parsedStatements = {};
      connection.submittedNamedStatements = {};
    },
  };
}
