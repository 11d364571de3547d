import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, type Queryable, type Read, readAll, readOne } from '../../src/db/db';
import { databases } from '../helpers/databases';

/**
 * PostgreSQL sends reads together once each text is prepared on the connection (from its
 * second run there): every case runs its reads several times, so the first runs (one by one)
 * and the later ones (one round trip) answer alike.
 */
const RUNS = 4;

describe.each(databases())('reads sent together (readAll) on $name', (d) => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await d.open());
    await db.exec(`CREATE TABLE read_all (a int PRIMARY KEY, b text, n bigint, at timestamptz)`);
    await db.query(
      `INSERT INTO read_all VALUES (1, 'one', 9007199254740993, '2026-11-29T10:00:00Z'),
       (2, 'two', 2, '2026-11-29T11:00:00Z'), (3, NULL, 3, NULL)`,
    );
  });
  afterAll(() => close?.());

  const named: Read<{ a: number; b: string | null }[]> = {
    sql: 'SELECT a, b FROM read_all WHERE a >= $1 ORDER BY a',
    params: [2],
    result: (rows) => rows as { a: number; b: string | null }[],
  };
  const count = (above: number): Read<number> => ({
    sql: 'SELECT count(*)::int AS n FROM read_all WHERE a > $1',
    params: [above],
    result: (rows) => Number(rows[0]?.n),
  });
  // BIGINT stays a string and TIMESTAMPTZ comes back a Date, as every query answers them.
  const typed: Read<{ n: string; at: Date }> = {
    sql: 'SELECT n, at FROM read_all WHERE a = $1',
    params: [1],
    result: (rows) => rows[0] as { n: string; at: Date },
  };
  const none: Read<unknown[]> = {
    sql: 'SELECT a FROM read_all WHERE b = $1',
    params: ['nobody'],
    result: (rows) => rows,
  };

  async function expectAnswers(q: Queryable) {
    const [rows, n, one, empty, again] = await readAll(q, [named, count(1), typed, none, count(0)]);
    expect(rows).toEqual([
      { a: 2, b: 'two' },
      { a: 3, b: null },
    ]);
    expect([n, again]).toEqual([2, 3]);
    expect(one).toEqual({ n: '9007199254740993', at: new Date('2026-11-29T10:00:00Z') });
    expect(empty).toEqual([]);
  }

  it('answers each read in order, with its parameters and types, on every run', async () => {
    for (let i = 0; i < RUNS; i++) await expectAnswers(db);
    expect(await readAll(db, [])).toEqual([]);
    expect(await readOne(db, count(2))).toBe(1);
  });

  it("opens the transaction as its first statements, and sees the transaction's writes", async () => {
    for (let i = 0; i < RUNS; i++) {
      const written = db.transaction(async (tx) => {
        await expectAnswers(tx);
        await tx.query(`INSERT INTO read_all (a, b) VALUES (10, 'ten')`);
        const [n] = await readAll(tx, [count(1)]);
        expect(n).toBe(3);
        throw new Error('undone');
      });
      await expect(written).rejects.toThrow('undone');
      // Rolled back: the insert was inside the transaction the reads opened.
      expect(await readOne(db, count(1))).toBe(2);
    }
  });

  it('fails with a failing read, and the connection serves the next', async () => {
    const failing: Read<unknown> = {
      sql: 'SELECT 1 / (a - $1) AS x FROM read_all ORDER BY a',
      params: [2],
      result: (rows) => rows,
    };
    for (let i = 0; i < RUNS; i++) {
      await expect(readAll(db, [count(0), failing, count(1)])).rejects.toMatchObject({
        code: '22012',
      });
      await expect(db.transaction((tx) => readAll(tx, [failing, count(0)]))).rejects.toMatchObject({
        code: '22012',
      });
      await expectAnswers(db);
    }
  });
});
