import type { RecordEntry } from '@xbond/shared/api/records';
import type { Asset } from '@xbond/shared/assets';
import { RECORD_ACCOUNT_LABELS } from '@xbond/shared/values/record-accounts';
import { RECORD_TYPES } from '@xbond/shared/values/records';
import { expect } from 'vitest';
import type { Db } from '../../src/db/db';
import type { AssetBook } from '../../src/ledger/assets';
import type { TestApp } from './app';
import { call } from './money';

export const EXPORT_URL = '/api/v2/user/financial_detail/export';

/** A CSV document as our export writes it (RFC 4180 quoting), after its BOM. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') endField();
    else if (c === '\n') endRow();
    else if (c !== '\r') field += c;
  }
  if (field || row.length) endRow();
  return rows;
}

/** Every record of the signed-in user, all pages of financial_detail. */
export async function allRecords(app: TestApp, auth: string, query = ''): Promise<RecordEntry[]> {
  const items: RecordEntry[] = [];
  for (let page = 1; ; page++) {
    const body = await call(
      app,
      auth,
      'GET',
      `/api/v2/user/financial_detail?pageSize=100&page=${page}${query}`,
    );
    expect(body.code, body.msg).toBe(1);
    const data = body.data as { items: RecordEntry[]; total: number };
    items.push(...data.items);
    if (data.items.length === 0 || items.length >= data.total) return items;
  }
}

/** The export's rows (header first) in English. */
export async function exportCsv(app: TestApp, auth: string, query = '', locale = 'en') {
  const res = await app.inject({
    method: 'GET',
    url: `${EXPORT_URL}${query}`,
    headers: { authorization: auth, 'accept-language': locale },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.body.startsWith('\uFEFF'), 'the file starts with a BOM').toBe(true);
  return parseCsv(res.body.slice(1));
}

const ACCOUNT_BY_LABEL = new Map(
  Object.entries(RECORD_ACCOUNT_LABELS).map(([kind, labels]) => [labels.en, kind]),
);

/**
 * The records against the ledger for one user: per account, its records (financial_detail)
 * sum to its balance, and so do the export's amounts, its last "balance after" being the
 * balance; every operation type on the user's accounts is a known record type.
 */
export async function expectRecordsMatchLedger(
  app: TestApp,
  db: Db,
  book: AssetBook,
  auth: string,
  userId: string,
) {
  const accounts = await db.query<{ asset: Asset; kind: string; balance: string }>(
    `SELECT asset, kind, balance::text FROM ledger_accounts
     WHERE owner_type = 'user' AND owner_id = $1`,
    [userId],
  );
  const ledger = new Map(accounts.map((a) => [`${a.asset}/${a.kind}`, BigInt(a.balance)]));
  const sums = new Map<string, bigint>();
  for (const e of await allRecords(app, auth)) {
    expect(RECORD_TYPES as readonly string[], `record type ${e.type}`).toContain(e.type);
    const key = `${e.asset}/${e.account}`;
    sums.set(key, (sums.get(key) ?? 0n) + toUnits(book, e.asset, e.amount));
  }
  const [header, ...rows] = await exportCsv(app, auth);
  expect(header).toHaveLength(7);
  const csvSums = new Map<string, bigint>();
  const lastBalance = new Map<string, bigint>();
  for (const [time, , accountLabel, asset, amount, after] of rows as string[][]) {
    expect(new Date(time as string).toISOString()).toBe(time);
    const key = `${asset}/${ACCOUNT_BY_LABEL.get(accountLabel as string)}`;
    csvSums.set(key, (csvSums.get(key) ?? 0n) + toUnits(book, asset as Asset, amount as string));
    lastBalance.set(key, toUnits(book, asset as Asset, after as string));
  }
  for (const [key, balance] of ledger) {
    expect(sums.get(key) ?? 0n, `records of ${key}`).toBe(balance);
    expect(csvSums.get(key) ?? 0n, `export of ${key}`).toBe(balance);
    expect(lastBalance.get(key) ?? 0n, `balance after, ${key}`).toBe(balance);
  }
  for (const key of [...sums.keys(), ...csvSums.keys()]) expect(ledger.has(key), key).toBe(true);
}

/** A signed decimal string in base units. */
function toUnits(book: AssetBook, asset: Asset, amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const decimals = book.decimals(asset);
  const units = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0'));
  return negative ? -units : units;
}
