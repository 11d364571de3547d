import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../src/db/db';
import { MAX_PREPARED_PER_CONNECTION } from '../../src/db/pg-statements';
import { databases } from '../helpers/databases';

const postgres = databases().find((d) => d.name === 'postgres');

/** The statements kept prepared on the connection `q` runs on. */
async function kept(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
  return rows.map((r) => r.name);
}

describe.runIf(postgres)('prepared statements on PostgreSQL', () => {
  let db: Db;
  let another: () => Promise<Db>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const opened = await (postgres as NonNullable<typeof postgres>).open();
    db = opened.db;
    another = opened.another as () => Promise<Db>;
    close = opened.close;
  });
  afterAll(() => close?.());

  it('names a text from its second run, and keeps a bounded set per connection', async () => {
    await db.transaction(async (tx) => {
      // The look-up itself is named from its second run: from here on it counts itself.
      await kept(tx);
      const before = (await kept(tx)).length;
      const once = await tx.query<{ n: number }>('SELECT $1::int + 1 AS n', [1]);
      expect(once).toEqual([{ n: 2 }]);
      expect((await kept(tx)).length).toBe(before);
      // The same text again, then a third time: prepared once, run twice.
      for (const value of [2, 3]) {
        expect(await tx.query('SELECT $1::int + 1 AS n', [value])).toEqual([{ n: value + 1 }]);
      }
      expect((await kept(tx)).length).toBe(before + 1);

      // Texts built at run time (as many as would outgrow the bound) each run twice.
      const texts = MAX_PREPARED_PER_CONNECTION + 40;
      for (let k = 0; k < texts; k++) {
        for (let run = 0; run < 2; run++) {
          const rows = await tx.query<{ n: number }>(`SELECT $1::int + ${k} AS n`, [run]);
          expect(rows).toEqual([{ n: run + k }]);
        }
      }
      expect((await kept(tx)).length).toBe(MAX_PREPARED_PER_CONNECTION);
    });
  });

  it('answers a kept statement with the new columns after a migration run here', async () => {
    await db.exec('CREATE TABLE kept_here (a int); INSERT INTO kept_here VALUES (1)');
    for (let run = 0; run < 3; run++) {
      expect(await db.query('SELECT * FROM kept_here')).toEqual([{ a: 1 }]);
    }
    await db.exec('ALTER TABLE kept_here ADD COLUMN b int DEFAULT 2');
    expect(await db.query('SELECT * FROM kept_here')).toEqual([{ a: 1, b: 2 }]);
    await db.transaction(async (tx) => {
      expect(await tx.query('SELECT * FROM kept_here')).toEqual([{ a: 1, b: 2 }]);
    });
  });

  it('answers a kept statement after another process altered its table', async () => {
    await db.exec('CREATE TABLE kept_elsewhere (a int); INSERT INTO kept_elsewhere VALUES (1)');
    for (let run = 0; run < 3; run++) {
      expect(await db.query('SELECT * FROM kept_elsewhere')).toEqual([{ a: 1 }]);
    }
    const other = await another();
    try {
      await other.exec('ALTER TABLE kept_elsewhere ADD COLUMN b int DEFAULT 2');
    } finally {
      await other.close();
    }
    // Outside a transaction it runs again on a fresh connection.
    expect(await db.query('SELECT * FROM kept_elsewhere')).toEqual([{ a: 1, b: 2 }]);
  });

  it('fails a transaction once when its kept statement went stale, then answers', async () => {
    await db.exec('CREATE TABLE kept_tx (a int); INSERT INTO kept_tx VALUES (1)');
    const read = () => db.transaction((tx) => tx.query('SELECT * FROM kept_tx'));
    for (let run = 0; run < 3; run++) expect(await read()).toEqual([{ a: 1 }]);
    const other = await another();
    try {
      await other.exec('ALTER TABLE kept_tx ADD COLUMN b int DEFAULT 2');
    } finally {
      await other.close();
    }
    await expect(read()).rejects.toMatchObject({ code: '0A000' });
    expect(await read()).toEqual([{ a: 1, b: 2 }]);
  });

  it('opens a transaction with its first statement: rolled back, it leaves nothing', async () => {
    await db.exec('CREATE TABLE opened (a int PRIMARY KEY)');
    const insert = (tx: Queryable, a: number) => tx.query('INSERT INTO opened VALUES ($1)', [a]);
    // Prepared on the connection first, so the next transaction sends BEGIN along with it.
    await insert(db, 1);
    await insert(db, 2);
    await expect(
      db.transaction(async (tx) => {
        await insert(tx, 3);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    // Its first statement failing rolls it back too, and the connection serves the next one.
    await expect(db.transaction((tx) => insert(tx, 1))).rejects.toMatchObject({ code: '23505' });
    await db.transaction(async (tx) => {
      await insert(tx, 4);
      await insert(tx, 5);
    });
    expect(await db.transaction(async () => 'no statement')).toBe('no statement');
    const rows = await db.query<{ a: number }>('SELECT a FROM opened ORDER BY a');
    expect(rows.map((r) => r.a)).toEqual([1, 2, 4, 5]);
  });

  it('sends the statements of a transaction asked together after its BEGIN', async () => {
    await db.exec('CREATE TABLE together (a int)');
    const count = 'SELECT count(*)::int AS n FROM together';
    for (let run = 0; run < 2; run++) expect(await db.query(count)).toEqual([{ n: 0 }]);
    // A script run since: the first statement below first drops the kept ones, then begins.
    await db.exec('SELECT 1');
    await expect(
      db.transaction(async (tx) => {
        await Promise.all([tx.query(count), tx.query('INSERT INTO together VALUES (1)')]);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await db.query(count)).toEqual([{ n: 0 }]);
  });
});
