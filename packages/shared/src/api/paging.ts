import { type Static, type TProperties, type TSchema, Type } from '@sinclair/typebox';
import { ClosedObject, route } from './primitives';

/** Lists read a page at a time: their query, their answer and their route. */

/** `page` and `pageSize` of a paged list (1-based pages, at most `maxPageSize` a page). */
export const pageFields = (maxPageSize: number) => ({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: maxPageSize, default: 20 }),
});

/** A list's query: the page, then the list's own filters (`filters`). */
export const PageQuery = <T extends TProperties = Record<never, never>>(
  maxPageSize: number,
  filters: T = {} as T,
) => ClosedObject({ ...pageFields(maxPageSize), ...filters });

/** A page of `item`s with the total and the page asked for. */
export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  });

/** What a page of `T` answers: the static type of `PageOf(T)`. */
export type Page<T extends TSchema> = Static<ReturnType<typeof PageOf<T>>>;

/** A list read a page at a time: its query (a `PageQuery`) and a page of `item`s. */
export const pageRoute = <const U extends string, T extends TSchema, Q extends TSchema>(
  url: U,
  item: T,
  querystring: Q,
) => route('GET', url, PageOf(item), { querystring });
