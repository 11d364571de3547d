import { loginRoute } from '@xbond/shared/api/session';
import type { Operation } from './operations';
import {
  edgeValue,
  RawJson,
  type Schema,
  STRING_EDGES,
  toJson,
  type ValueSource,
  validObject,
  wrongType,
} from './values';

/** One generated request, with what the checks need to know about it. */
export interface FuzzRequest {
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The body or query the request meant to send, for the failure report. */
  input?: unknown;
}

type Build = (
  op: Operation,
  v: ValueSource,
) => Omit<FuzzRequest, 'kind' | 'headers'> & {
  headers?: Record<string, string>;
};

const JSON_TYPE = { 'content-type': 'application/json' };

/** The request of an operation with this body or query object. */
function send(op: Operation, input: Record<string, unknown> | undefined) {
  if (op.body)
    return { method: op.method, url: op.url, payload: toJson(input), input, headers: JSON_TYPE };
  return { method: op.method, url: withQuery(op.url, input ?? {}), input };
}

/** Percent-encoded UTF-8, lone surrogates included (as U+FFFD, which is what a client sends). */
const percentEncoded = (s: string) =>
  [...Buffer.from(s)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

const queryText = (x: unknown) =>
  x instanceof RawJson ? x.text : typeof x === 'object' ? JSON.stringify(x) : String(x);

function withQuery(url: string, query: Record<string, unknown>): string {
  const parts = Object.entries(query).flatMap(([k, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (x) => `${percentEncoded(k)}=${percentEncoded(queryText(x))}`,
    ),
  );
  return parts.length ? `${url}?${parts.join('&')}` : url;
}

const inputSchema = (op: Operation) => op.body ?? op.query;
const fields = (op: Operation) => Object.entries(inputSchema(op)?.properties ?? {});

/** The valid input with one field changed by `change`, or the valid input when it has none. */
function withField(op: Operation, v: ValueSource, change: (s: Schema) => unknown) {
  const input = validObject(inputSchema(op) ?? {}, v);
  const all = fields(op);
  if (all.length) {
    const [name, schema] = v.dice.pick(all);
    input[name] = change(schema);
  }
  return send(op, input);
}

const BROKEN_JSON: readonly (string | Buffer)[] = [
  '{',
  '}',
  '{"amount":',
  '{"amount":"1"',
  '{"amount":"1",}',
  '[1,2',
  'nul',
  'null',
  'true',
  '1',
  '"text"',
  '[]',
  '{}{}',
  '{"a":1}garbage',
  '\ufeff{}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  '\u0000',
  Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
];

const CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'application/json;;;',
  'APPLICATION/JSON',
  'application/json-patch+json',
  'application/jsonx',
  '*/*',
  'application/xml',
  'text/json',
];

/** Query texts a browser would never send: broken escapes, lists, prototypes, sheer size. */
const QUERY_GARBAGE: readonly string[] = [
  '%',
  '%ZZ=1',
  'page=%00',
  'page=%C0%AF',
  'amount=%E2%82',
  '__proto__=1',
  'constructor[prototype][x]=1',
  'a[b]=1',
  '=1',
  '&&&',
  'page=1&page=2',
  `page=${'9'.repeat(5_000)}`,
  `x=${'a'.repeat(20_000)}`,
  Array.from({ length: 2_000 }, (_, i) => `p${i}=1`).join('&'),
];

/** The ways of building a request, by name; `valid` is weighted up in `kindsFor`. */
const BUILDERS: Record<string, Build> = {
  valid: (op, v) => send(op, validObject(inputSchema(op) ?? {}, v)),
  wrongType: (op, v) => withField(op, v, (s) => wrongType(s, v.dice)),
  edge: (op, v) => withField(op, v, (s) => edgeValue(s, v.dice)),
  missing: (op, v) => {
    const input = validObject(inputSchema(op) ?? {}, v);
    const names = Object.keys(input);
    if (names.length) delete input[v.dice.pick(names)];
    return send(op, input);
  },
  unknown: (op, v) => {
    const input = validObject(inputSchema(op) ?? {}, v);
    const name = v.dice.pick(['extra', 'userId', 'user_id', '__proto__', 'constructor', 'Amount']);
    Object.defineProperty(input, name, {
      value: v.dice.pick(['1', 1, null, {}]),
      enumerable: true,
    });
    return send(op, input);
  },
  lists: (op, v) => {
    const input: Record<string, unknown> = validObject(inputSchema(op) ?? {}, v);
    for (const [name, value] of Object.entries(input)) input[name] = [value, value];
    return send(op, input);
  },
  brokenJson: (op, v) => {
    const payload = v.dice.pick(BROKEN_JSON);
    return {
      method: op.method,
      url: op.url,
      payload,
      input: String(payload).slice(0, 60),
      headers: JSON_TYPE,
    };
  },
  contentType: (op, v) => {
    const valid = send({ ...op, body: op.body ?? {} }, validObject(op.body ?? {}, v));
    return { ...valid, url: op.url, headers: { 'content-type': v.dice.pick(CONTENT_TYPES) } };
  },
  tooLarge: (op) => ({
    method: op.method,
    url: op.url,
    payload: `{"amount":"${'1'.repeat(150_000)}"}`,
    headers: JSON_TYPE,
  }),
  queryGarbage: (op, v) => {
    const q = v.dice.pick(QUERY_GARBAGE);
    return { method: op.method, url: `${op.url}?${q}`, input: q.slice(0, 60) };
  },
  strangePath: (op, v) => {
    const url = v.dice.pick([
      `${op.url}/`,
      op.url.toUpperCase(),
      op.url.replace('/api/v2/', '/api/v2//'),
      `${op.url}%00`,
      `${op.url}/..`,
      `${op.url}/${v.dice.pick(STRING_EDGES).slice(0, 100)}`,
      op.url.replace('/api/v2/', '/api/v1/'),
      `${op.url};x=1`,
    ]);
    return { method: op.method, url, payload: op.body ? '{}' : undefined, headers: JSON_TYPE };
  },
  otherMethod: (op, v) => ({
    method: v.dice.pick(
      ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].filter((m) => m !== op.method),
    ),
    url: op.url,
  }),
};

/** The kinds that make sense for an operation, `valid` several times so it is common. */
export function kindsFor(op: Operation): string[] {
  const common = ['valid', 'valid', 'valid', 'valid', 'valid', 'unknown', 'contentType'];
  const elsewhere = ['strangePath', 'otherMethod'];
  const input = inputSchema(op) ? ['wrongType', 'edge', 'edge', 'missing'] : [];
  const body = op.method === 'POST' ? ['brokenJson', 'brokenJson', 'tooLarge'] : [];
  const query = op.method === 'GET' ? ['queryGarbage', 'lists'] : [];
  // A signature no schema can make: the world signs these (World.signedLogin).
  const signed = op.url === loginRoute.url ? ['signedLogin', 'signedLogin', 'signedLogin'] : [];
  return [...common, ...elsewhere, ...input, ...body, ...query, ...signed];
}

export function buildRequest(kind: string, op: Operation, v: ValueSource): FuzzRequest {
  const build = BUILDERS[kind];
  if (!build) throw new Error(`no request kind ${kind}`);
  const { headers = {}, ...rest } = build(op, v);
  return { kind, headers: { ...headers }, ...rest };
}
