import { type TProperties, type TSchema, Type } from '@sinclair/typebox';
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

/**
 * A request's body or query: a field the route does not know is refused (400), never ignored,
 * so a client's typo cannot pass as a default.
 */
export const ClosedObject = <T extends TProperties>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });

/** The response envelope of every API route: code 1 = success. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), data });

export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Null(),
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
