import type { NoticeKind, NoticeParams } from '@xbond/shared/api/notices';
import type { Queryable } from '../db/db';

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
  await q.query(
    `INSERT INTO notices (user_id, kind, params, event_key, created_at)
     VALUES ($1, $2, $3::jsonb, $4, $5) ON CONFLICT (event_key) DO NOTHING`,
    [n.userId, n.kind, JSON.stringify(n.params), n.key, n.at.toISOString()],
  );
}

/** Writes many notices on `q` in one statement, as `notify` writes one (a settlement page's). */
export async function notifyAll(q: Queryable, notices: readonly NewNotice[]): Promise<void> {
  if (notices.length === 0) return;
  const col = <T>(f: (n: NewNotice) => T) => notices.map(f);
  await q.query(
    `INSERT INTO notices (user_id, kind, params, event_key, created_at)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::jsonb[], $4::text[], $5::timestamptz[])
     ON CONFLICT (event_key) DO NOTHING`,
    [
      col((n) => n.userId),
      col((n) => n.kind),
      col((n) => JSON.stringify(n.params)),
      col((n) => n.key),
      col((n) => n.at.toISOString()),
    ],
  );
}
