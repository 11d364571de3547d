import type { Queryable } from '../db/db';
import { type AccountRef, accountKey, accountKeyText } from './accounts';
import { CREATE_ACCOUNTS, SELECT_ACCOUNTS } from './moves';

/** Up to this many accounts missing from the cache are created without being looked up first. */
const FEW_ACCOUNTS = 4;

type Row = { id: string; owner_type: string; owner_id: string; asset: string; kind: string };

/**
 * The ids of these accounts (distinct, none known yet), creating the missing ones (balance 0):
 * by their key text (`accountKeyText`).
 */
export async function findOrCreateAccounts(
  q: Queryable,
  refs: readonly AccountRef[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const columns = (list: readonly AccountRef[]) => {
    const keys = list.map(accountKey);
    return [0, 1, 2, 3].map((i) => keys.map((k) => k[i]));
  };
  const remember = (rows: Row[]) => {
    for (const r of rows)
      ids.set([r.owner_type, r.owner_id, r.asset, r.kind].join('/'), String(r.id));
  };
  const absent = () => refs.filter((ref) => !ids.has(accountKeyText(ref)));
  // Many (a settlement page): the existing ones first, by the unique index, as a conflicting
  // insert pays checks and a speculative insertion each (1,000: 115 ms of 150 ms). A few (a
  // user's first write of a kind: mostly absent) are created at once, in one round trip.
  if (refs.length > FEW_ACCOUNTS) remember(await q.query<Row>(SELECT_ACCOUNTS, columns(refs)));
  const create = absent();
  if (create.length === 0) return ids;
  remember(await q.query<Row>(CREATE_ACCOUNTS, columns(create)));
  // An account created by a concurrent transaction after this statement's snapshot: the
  // insert skipped it and the select could not see it yet; a new statement does.
  const unseen = absent();
  if (unseen.length > 0) remember(await q.query<Row>(SELECT_ACCOUNTS, columns(unseen)));
  return ids;
}
