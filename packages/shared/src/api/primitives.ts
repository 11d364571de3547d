import { type TSchema, Type } from '@sinclair/typebox';
import { ASSETS } from '../assets';

/** Schemas reused by many routes. Strings are bounded so no input can be oversized. */
export const AddressSchema = Type.String({
  pattern: '^0x[0-9a-fA-F]{40}$',
  maxLength: 42,
  examples: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
});
export const HexSchema = (maxLength: number) =>
  Type.String({ pattern: '^0x[0-9a-fA-F]*$', maxLength });
export const AssetSchema = Type.Union(ASSETS.map((a) => Type.Literal(a)));
/** A decimal amount as a string ("12.5"); never a JSON number (docs/ledger.md, "Principles"). */
export const DecimalStringSchema = Type.String({
  pattern: '^-?\\d{1,78}(\\.\\d{1,78})?$',
  examples: ['12.5'],
});

/** The response envelope of every API route: code 1 = success. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), data });

export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Null(),
});

/** `page` and `pageSize` of a paged list (1-based pages, at most `maxPageSize` a page). */
export const pageFields = (maxPageSize: number) => ({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: maxPageSize, default: 20 }),
});

/** A page of `item`s with the total and the page asked for. */
export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  });

/** What a route's request may carry besides its URL, each validated by its schema. */
interface RequestParts {
  headers?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
}

/**
 * A route as the API serves it and the web app calls it: its method, its URL (kept as a literal
 * type, so a client's URL constant is checked against it), its request's schemas and the
 * envelope of its answer's `data`.
 */
export const route = <
  const M extends string,
  const U extends string,
  D extends TSchema,
  const P extends RequestParts = Record<never, never>,
>(
  method: M,
  url: U,
  data: D,
  parts?: P,
) =>
  ({ method, url, ...parts, response: Envelope(data) }) as {
    method: M;
    url: U;
    response: ReturnType<typeof Envelope<D>>;
  } & P;
