import { type Queryable, readAll, type Statement } from './db';

/**
 * A page of rows and how many rows its filter selects, in one round trip (`readAll`).
 * `count` selects that number as `total`.
 */
export async function readPage<Row extends object, Item>(
  q: Queryable,
  page: Statement & { item: (row: Row) => Item },
  count: Statement,
): Promise<{ items: Item[]; total: number }> {
  const [items, total] = await readAll(q, [
    { sql: page.sql, params: page.params, result: (rows: Row[]) => rows.map(page.item) },
    { ...count, result: (rows: { total: string }[]) => Number(rows[0]?.total ?? 0) },
  ]);
  return { items, total };
}
