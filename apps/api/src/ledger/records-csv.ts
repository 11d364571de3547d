import { pipeline, type Readable, Readable as ReadableStream } from 'node:stream';
import type { Locale } from '@xbond/shared/locales';
import { RECORD_ACCOUNT_LABELS, RECORD_CSV_HEADERS } from '@xbond/shared/values/record-accounts';
import { RECORD_TYPE_LABELS } from '@xbond/shared/values/record-labels';
import { stringify } from 'csv-stringify';
import type { Queryable } from '../db/db';
import type { AssetBook } from './assets';
import type { RecordFilter } from './records';
import { type ExportRange, exportRecords } from './records-export';

const typeLabel = (type: string, locale: Locale) =>
  Object.hasOwn(RECORD_TYPE_LABELS, type)
    ? RECORD_TYPE_LABELS[type as keyof typeof RECORD_TYPE_LABELS][locale]
    : type;

/**
 * The records as a CSV stream (UTF-8 with a BOM, so spreadsheet programs read it as UTF-8):
 * ISO 8601 UTC time, type, account, asset, signed amount and balance after as exact decimal
 * strings, reference; headers and names in `locale`. Rows are pulled from the database a page
 * at a time as the client reads, so the file never sits in memory. A failure midway ends the
 * stream with an error (the client sees a broken download, not a short file).
 */
export function recordsCsv(
  db: Queryable,
  book: AssetBook,
  filter: RecordFilter,
  range: ExportRange,
  locale: Locale,
  failed: (error: Error) => void,
): Readable {
  async function* lines() {
    for await (const r of exportRecords(db, filter, range)) {
      yield [
        r.time.toISOString(),
        typeLabel(r.type, locale),
        RECORD_ACCOUNT_LABELS[r.account][locale],
        r.asset,
        book.format(r.asset, r.amount),
        book.format(r.asset, r.balanceAfter),
        r.reference,
      ];
    }
  }
  const csv = stringify({ bom: true, header: true, columns: [...RECORD_CSV_HEADERS[locale]] });
  return pipeline(ReadableStream.from(lines()), csv, (error) => {
    if (error) failed(error);
  });
}
