import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Statement } from '../../src/db/db';
import { databases } from '../helpers/databases';

describe.each(databases())('writes sent together (writeAll) on $name', (d) => {
  let db: Db;
  let close: () => Promise<void>;
  let table = 0;

  beforeAll(async () => {
    ({ db, close } = await d.open());
  });
  afterAll(() => close?.());

  /** A fresh table of unique values, and the statements that write it. */
  async function fresh() {
    const name = `batch_${++table}`;
    await db.exec(`CREATE TABLE ${name} (a int PRIMARY KEY, b text)`);
    return {
      // RETURNING: rows a batch does not read must not upset it.
      insert: (a: number, b: unknown = null): Statement => ({
        sql: `INSERT INTO ${name} (a, b) VALUES ($1, $2) RETURNING a`,
        params: [a, b],
      }),
      // An array parameter, as the fill pass's statements take theirs.
      insertJoined: (a: number, parts: string[]): Statement => ({
        sql: `INSERT INTO ${name} (a, b) VALUES ($1, array_to_string($2::text[], '-'))`,
        params: [a, parts],
      }),
      append: (a: number, b: string): Statement => ({
        sql: `UPDATE ${name} SET b = coalesce(b, '') || $2 WHERE a = $1`,
        params: [a, b],
      }),
      rows: () => db.query<{ a: number; b: string | null }>(`SELECT a, b FROM ${name} ORDER BY a`),
    };
  }

  it('runs them in order in the transaction, each seeing the ones before, with its parameters', async () => {
    const t = await fresh();
    await db.transaction(async (tx) => {
      // The transaction's first statements: BEGIN goes with them.
      await tx.writeAll([t.insert(1), t.append(1, 'x'), t.append(1, 'y'), t.insert(2, 'z')]);
      await tx.writeAll([]);
      await tx.query(t.append(2, '!').sql, t.append(2, '!').params);
      await tx.writeAll([t.insertJoined(3, ['a', 'b']), t.append(3, '+')]);
    });
    expect(await t.rows()).toEqual([
      { a: 1, b: 'xy' },
      { a: 2, b: 'z!' },
      { a: 3, b: 'a-b+' },
    ]);
  });

  it('fails with the failing statement, and the transaction rolls back all of it', async () => {
    const t = await fresh();
    await db.writeAll([t.insert(1, 'kept')]);
    for (const first of [true, false]) {
      await expect(
        db.transaction(async (tx) => {
          if (!first) await tx.query(t.insert(5).sql, t.insert(5).params);
          await tx.writeAll([t.insert(2), t.insert(1), t.insert(3)]);
        }),
      ).rejects.toMatchObject({ code: '23505' });
    }
    // The connection serves the next transaction.
    await db.transaction((tx) => tx.writeAll([t.insert(4)]));
    expect((await t.rows()).map((r) => r.a)).toEqual([1, 4]);
  });

  it('outside a transaction writes all of them or none', async () => {
    const t = await fresh();
    await expect(db.writeAll([t.insert(1), t.insert(1)])).rejects.toMatchObject({
      code: '23505',
    });
    await db.writeAll([t.insert(2), t.append(2, 'w')]);
    expect(await t.rows()).toEqual([{ a: 2, b: 'w' }]);
  });
});
