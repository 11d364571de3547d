import { AMOUNT_PATTERN } from '@xbond/shared/amount';
import { IdSchema } from '@xbond/shared/api/deposit';
import type { Dice } from './dice';
import { matching } from './regex';

/** The JSON Schema the shared route schemas are written in (as the API reference has them). */
export interface Schema {
  type?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  const?: unknown;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
}

/** A JSON text put into a body as it is: numbers JSON.stringify cannot write (1e999, -0). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** What a valid value may be drawn from besides the schema: the world the fuzzer runs in. */
export interface ValueSource {
  dice: Dice;
  /** A record id for the field: someone's real row, or null for one out of the blue. */
  id(field: string): string | null;
  /** Addresses of the users, and words routes know (release plans, chain methods). */
  addresses: readonly string[];
  /** Transactions the chain really has (deposits): a callback naming one gets further. */
  txHashes: readonly string[];
  words: readonly string[];
}

/** Amounts that stand a chance of being accepted: small, a few decimals, now and then dust. */
function amount(dice: Dice): string {
  const whole = dice.pick([1, 2, 5, 10, 12, 20, 50, 100, 150, 300, 1000]);
  if (dice.chance(0.6)) return String(whole);
  const decimals = dice.pick([1, 2, 6, 18]);
  return `${whole - 1}.${String(dice.int(10 ** Math.min(decimals, 6)) + 1).padStart(decimals, '0')}`;
}

/** Integers a route is likely to accept (terms in days, page sizes, slippage in bps). */
const LIKELY_INTEGERS = [1, 2, 5, 10, 15, 20, 30, 50, 60, 90, 100, 180, 360, 500];

function integer(s: Schema, dice: Dice): number {
  const min = s.minimum ?? 0;
  const max = s.maximum ?? min + 1000;
  const likely = LIKELY_INTEGERS.filter((n) => n >= min && n <= max);
  if (likely.length && dice.chance(0.7)) return dice.pick(likely);
  return min + dice.int(Math.min(max - min, 10_000) + 1);
}

function text(s: Schema, field: string, v: ValueSource): string {
  const { dice } = v;
  if (s.pattern === AMOUNT_PATTERN) return amount(dice);
  if (s.pattern && s.pattern === IdSchema.pattern)
    return v.id(field) ?? matching(s.pattern, dice.next);
  if (s.pattern?.includes('{40}') && dice.chance(0.7)) return dice.pick(v.addresses);
  if (s.pattern?.includes('{64}') && v.txHashes.length && dice.chance(0.7))
    return dice.pick(v.txHashes);
  if (s.pattern) return matching(s.pattern, dice.next);
  return dice.chance(0.8) ? dice.pick(v.words) : matching('^[a-z]{1,12}$', dice.next);
}

/** A value the schema accepts, drawn to make success likely. */
export function validValue(s: Schema, field: string, v: ValueSource): unknown {
  const { dice } = v;
  if (s.const !== undefined) return s.const;
  if (s.anyOf) return validValue(dice.pick(s.anyOf), field, v);
  switch (s.type) {
    case 'string':
      return text(s, field, v);
    case 'integer':
      return integer(s, dice);
    case 'number':
      return integer(s, dice) + (dice.chance(0.5) ? 0.5 : 0);
    case 'boolean':
      return dice.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const n = (s.minItems ?? 0) + dice.int(3);
      return Array.from({ length: n }, () => validValue(s.items ?? {}, field, v));
    }
    case 'object':
      return validObject(s, v);
    default:
      // No type at all (a proxy's `params`): any JSON, now and then an argument list.
      return dice.chance(0.5) ? [dice.pick(v.addresses), 'latest'] : dice.pick(ANY_TYPE);
  }
}

/** The required fields and, now and then, each optional one. */
export function validObject(s: Schema, v: ValueSource): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    if (s.required?.includes(name) || v.dice.chance(0.5)) out[name] = validValue(prop, name, v);
  }
  return out;
}

/** Values of every JSON type: one of another type than the field's is a wrong type. */
export const ANY_TYPE: readonly unknown[] = [
  null,
  true,
  false,
  0,
  1,
  -1,
  1.5,
  '',
  'x',
  '1',
  [],
  [1, '1'],
  {},
  { amount: '1' },
];

const jsonType = (x: unknown) =>
  x === null ? 'null' : Array.isArray(x) ? 'array' : Number.isInteger(x) ? 'integer' : typeof x;

/** A value whose JSON type the schema does not take. */
export function wrongType(s: Schema, dice: Dice): unknown {
  const allowed = new Set((s.anyOf ?? [s]).map((b) => b.type));
  const wrong = ANY_TYPE.filter((x) => {
    const t = jsonType(x);
    return !allowed.has(t) && !(t === 'integer' && allowed.has('number'));
  });
  return dice.pick(wrong.length ? wrong : ANY_TYPE);
}

/** Numbers at and past every edge, some only writable as raw JSON. */
export const NUMBER_EDGES: readonly (number | RawJson)[] = [
  0,
  -1,
  -10_000,
  0.5,
  1.000001,
  -0.1,
  10_001,
  2 ** 31,
  2 ** 53 + 2,
  2 ** 63,
  2 ** 64,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  new RawJson('-0'),
  new RawJson('1e999'),
  new RawJson('-1e999'),
  new RawJson('1.0'),
  new RawJson('1E2'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('0.0000000000000000000000001'),
];

/** Decimal strings a careless parser would take: signs, exponents, too many digits. */
export const DECIMAL_EDGES: readonly string[] = [
  '0',
  '0.0',
  '00',
  '-1',
  '+1',
  '1e3',
  '1E-3',
  ' 1',
  '1 ',
  '1,5',
  '1.',
  '.5',
  '0x10',
  'NaN',
  'Infinity',
  '12.5.5',
  '１２',
  '0.000000000000000001',
  '0.0000000000000000001',
  `1.${'1'.repeat(40)}`,
  `0.${'0'.repeat(77)}1`,
  '9'.repeat(60),
  '9'.repeat(78),
  '9'.repeat(79),
  '9'.repeat(100),
  '9'.repeat(101),
  `${'9'.repeat(60)}.${'9'.repeat(39)}`,
  '115792089237316195423570985008687907853269984665640564039457584007913129639936',
];

/** Ids out of range or out of shape. */
export const ID_EDGES: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '01',
  '999999999999999999',
  '9223372036854775807',
  '9223372036854775808',
  '99999999999999999999',
  '1e3',
  ' 1',
];

/** Strings that break naive code: empty, huge, control characters, other scripts, SQL. */
export const STRING_EDGES: readonly string[] = [
  '',
  ' ',
  'a'.repeat(101),
  'a'.repeat(5_000),
  '\u0000',
  'x\u0000y',
  '\ud800',
  '🙂',
  '\u202eevil',
  '中文',
  'ไทย',
  "' OR 1=1 --",
  '"); DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '\r\n',
  '__proto__',
  '0x',
  `0x${'f'.repeat(41)}`,
  `0x${'g'.repeat(40)}`,
  `0x${'0'.repeat(40)}`,
];

/** An edge value fitting the field's kind, else any edge at all. */
export function edgeValue(s: Schema, dice: Dice): unknown {
  const branch = s.anyOf ? dice.pick(s.anyOf) : s;
  if (branch.pattern === AMOUNT_PATTERN && dice.chance(0.7)) return dice.pick(DECIMAL_EDGES);
  if (branch.pattern === IdSchema.pattern && dice.chance(0.7)) return dice.pick(ID_EDGES);
  if (branch.type === 'integer' || branch.type === 'number') return dice.pick(NUMBER_EDGES);
  if (branch.type === 'string' && dice.chance(0.8)) return dice.pick(STRING_EDGES);
  return dice.pick([...NUMBER_EDGES, ...STRING_EDGES, ...DECIMAL_EDGES]);
}

/** JSON text of a body, with RawJson values written as they are. */
export function toJson(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof RawJson)) return value;
    raws.push(value.text);
    return `\u0001raw${raws.length - 1}\u0001`;
  });
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)] ?? 'null');
}
