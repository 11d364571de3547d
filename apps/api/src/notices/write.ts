import type { NoticeKind, NoticeParams } from '@xbond/shared/api/notices';
import { type Bind, binder, type Queryable, type Statement } from '../db/db';

/** One notice to write: who, what kind, its data, the event that causes it, and when. */
export interface NewNotice {
  userId: string;
  kind: NoticeKind;
  /** The data the text is built from at read time (amounts as decimal strings, ids). */
  params: NoticeParams;
  /** Names the event (`voucher_issued:42`): a rerun of the same event writes nothing. */
  key: string;
  /** The product's time of the event (the clock's, so the demo's moved time shows). */
  at: Date;
}

/**
 * Writes a notice on `q`, the transaction of the event that causes it, so the notice commits
 * with the event or not at all, and an event replayed writes it once (docs/notices.md). Any
 * feature may import this module; it imports nothing of theirs.
 */
export async function notify(q: Queryable, n: NewNotice): Promise<void> {
  const params: unknown[] = [];
  await q.query(noticeInsert(binder(params), n), params);
}

/**
 * `notify`'s statement, its values bound by `bind`, for a statement that writes it with other
 * rows; `source` (`FROM op WHERE ...`) writes it only when that finds a row.
 */
export function noticeInsert(bind: Bind, n: NewNotice, source = ''): string {
  return `INSERT INTO notices (user_id, kind, params, event_key, created_at)
    SELECT ${bind(n.userId)}::bigint, ${bind(n.kind)}, ${bind(JSON.stringify(n.params))}::jsonb,
      ${bind(n.key)}, ${bind(n.at.toISOString())}::timestamptz ${source}
    ON CONFLICT (event_key) DO NOTHING`;
}

/** Writes several notices on `q` in one statement, as `notify` writes each. */
export async function notifyAll(q: Queryable, notices: readonly NewNotice[]): Promise<void> {
  const statement = noticesInsert(notices);
  if (statement) await q.query(statement.sql, statement.params);
}

/** `notifyAll`'s statement, for a caller that sends it with others (null: no notice). */
export function noticesInsert(notices: readonly NewNotice[]): Statement | null {
  if (notices.length === 0) return null;
  return {
    sql: `INSERT INTO notices (user_id, kind, params, event_key, created_at)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::jsonb[], $4::text[], $5::timestamptz[])
     ON CONFLICT (event_key) DO NOTHING`,
    params: [
      notices.map((n) => n.userId),
      notices.map((n) => n.kind),
      notices.map((n) => JSON.stringify(n.params)),
      notices.map((n) => n.key),
      notices.map((n) => n.at.toISOString()),
    ],
  };
}
