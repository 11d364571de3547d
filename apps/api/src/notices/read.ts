import type { Notice } from '@xbond/shared/api/notices';
import { isAsset } from '@xbond/shared/assets';
import type { Queryable } from '../db/db';
import type { AssetBook } from '../ledger/assets';

/**
 * Amount params are stored in base units (writers need no asset book): each named here is
 * shown as a decimal string of the asset its partner param names.
 */
const AMOUNT_OF: Readonly<Record<string, string>> = { amount: 'asset', out: 'to' };

function readable(book: AssetBook, params: Notice['params']): Notice['params'] {
  const shown = { ...params };
  for (const [field, assetField] of Object.entries(AMOUNT_OF)) {
    const asset = params[assetField];
    const units = params[field];
    if (units !== undefined && isAsset(asset)) shown[field] = book.format(asset, BigInt(units));
  }
  return shown;
}

interface Raw {
  id: string;
  kind: Notice['kind'];
  params: Notice['params'];
  created_at: Date;
  read_at: Date | null;
}

/** The user's unread notices (the bell's count: a count over a partial index). */
export async function unreadCount(q: Queryable, userId: string): Promise<number> {
  const [row] = await q.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM notices WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return Number(row?.n ?? 0);
}

/** The user's newest `limit` notices, newest first. */
export async function listNotices(
  q: Queryable,
  book: AssetBook,
  userId: string,
  limit: number,
): Promise<Notice[]> {
  const rows = await q.query<Raw>(
    `SELECT id::text AS id, kind, params, created_at, read_at FROM notices
     WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    params: readable(book, r.params),
    time: r.created_at.toISOString(),
    read: r.read_at !== null,
  }));
}

/** Marks the user's notices `ids` (all of them when none are given) read at `at`. */
export async function markRead(
  q: Queryable,
  userId: string,
  ids: readonly string[] | undefined,
  at: Date,
): Promise<void> {
  await q.query(
    `UPDATE notices SET read_at = $3 WHERE user_id = $1 AND read_at IS NULL
       AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))`,
    [userId, ids === undefined ? null : [...ids], at.toISOString()],
  );
}
