import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../src/db/db';
import { databases } from '../helpers/databases';

describe.each(databases())('a transaction committed with its last statement on $name', (d) => {
  let db: Db;
  let close: () => Promise<void>;
  let table = 0;

  beforeAll(async () => {
    ({ db, close } = await d.open());
  });
  afterAll(() => close?.());

  /** A fresh table of unique values (deferred: a duplicate fails only at COMMIT). */
  async function fresh(deferred = false) {
    const name = `last_${++table}`;
    await db.exec(
      `CREATE TABLE ${name} (a int, UNIQUE (a)${deferred ? ' DEFERRABLE INITIALLY DEFERRED' : ''})`,
    );
    const insert = `INSERT INTO ${name} VALUES ($1) RETURNING a`;
    return {
      insert: (q: Queryable, a: number) => q.query<{ a: number }>(insert, [a]),
      insertLast: (q: Queryable, a: number) => q.queryLast<{ a: number }>(insert, [a]),
      values: async () =>
        (await db.query<{ a: number }>(`SELECT a FROM ${name} ORDER BY a`)).map((r) => r.a),
    };
  }

  it('commits what the transaction wrote, answers its rows, and reads after it', async () => {
    const t = await fresh();
    // Each text runs several times: unnamed first, then prepared, then BEGIN sent along with it.
    for (let round = 0; round < 3; round++) {
      const read = await db.transaction(async (tx) => {
        await t.insert(tx, 10 * round + 1);
        expect(await t.insertLast(tx, 10 * round + 2)).toEqual([{ a: 10 * round + 2 }]);
        return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM last_1'))[0]?.n;
      });
      expect(read).toBe(3 * round + 2);
      // A transaction whose only statement is its last: opened and committed with it.
      await db.transaction((tx) => t.insertLast(tx, 10 * round + 3));
    }
    expect(await t.values()).toEqual([1, 2, 3, 11, 12, 13, 21, 22, 23]);
  });

  it('rolls back everything when its last statement fails', async () => {
    const t = await fresh();
    await t.insert(db, 1);
    for (let round = 0; round < 3; round++) {
      await expect(
        db.transaction(async (tx) => {
          await t.insert(tx, 2);
          await t.insertLast(tx, 1);
        }),
      ).rejects.toMatchObject({ code: '23505' });
    }
    // The connection serves the next transaction.
    await db.transaction((tx) => t.insertLast(tx, 3));
    expect(await t.values()).toEqual([1, 3]);
  });

  it('rolls back everything when the COMMIT sent with it fails', async () => {
    const t = await fresh(true);
    for (let round = 0; round < 3; round++) {
      await expect(
        db.transaction(async (tx) => {
          await t.insert(tx, 5);
          await t.insert(tx, 6);
          // Accepted by the statement; the deferred check at COMMIT refuses the duplicate.
          await t.insertLast(tx, 5);
        }),
      ).rejects.toMatchObject({ code: '23505' });
    }
    await db.transaction(async (tx) => {
      await t.insert(tx, 7);
      await t.insertLast(tx, 8);
    });
    expect(await t.values()).toEqual([7, 8]);
  });

  it('outside a transaction runs as a statement of its own', async () => {
    const t = await fresh();
    expect(await db.queryLast('INSERT INTO last_4 VALUES ($1) RETURNING a', [1])).toEqual([
      { a: 1 },
    ]);
    expect(await t.values()).toEqual([1]);
  });
});

describe.runIf(databases().some((d) => d.name === 'postgres'))('on PostgreSQL', () => {
  it('has committed when its last statement resolves, before the transaction does', async () => {
    const postgres = databases().find((d) => d.name === 'postgres');
    const { db, close } = await (postgres as NonNullable<typeof postgres>).open();
    try {
      await db.exec('CREATE TABLE seen (a int)');
      for (let round = 0; round < 3; round++) {
        await db.transaction(async (tx) => {
          await tx.query('INSERT INTO seen VALUES ($1)', [round]);
          await tx.queryLast('INSERT INTO seen VALUES ($1)', [round]);
          // Another connection sees both rows: the transaction committed with the statement.
          const [seen] = await db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM seen WHERE a = $1',
            [round],
          );
          expect(seen?.n).toBe(2);
        });
      }
    } finally {
      await close();
    }
  });
});
