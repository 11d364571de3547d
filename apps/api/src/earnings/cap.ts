import { type Queryable, type Read, readOne } from '../db/db';

/**
 * The exit cap (docs/pledge.md, "The exit cap"): a user's total earnings stop at
 * `multiple` x their active principal. Every reward source (staking now, the team's dynamic
 * rewards later) asks `earningsRoom` (`earningsRooms` for a page of users) before paying and
 * records what it did with `recordEarnings`, so the cap is decided here, once.
 *
 * Earnings count static and dynamic rewards together. Burning (docs/team.md) re-opens
 * community rewards only: their cap also counts `multiple` x the principal each burn covered,
 * each burn at most the principal still staked (docs/team.md, "The exit cap"): unstaking takes
 * the extra cap away with the principal, and staking again brings it back.
 */

/** Every reward source: static (staking) and dynamic (the team's). */
export type EarningSource = 'flexible' | 'fixed' | 'direct' | 'community';

/** Ledger kinds that hold a user's active staked principal. */
export const PRINCIPAL_KINDS = ['flexible_principal', 'fixed_principal'];

/** The user's active principal: flexible plus fixed-term, in X base units. */
export function activePrincipal(q: Queryable, userId: string): Promise<bigint> {
  return readOne(q, activePrincipalRead(userId));
}

export function activePrincipalRead(userId: string): Read<bigint, { total: string | null }> {
  return {
    sql: `SELECT SUM(balance)::text AS total FROM ledger_accounts
     WHERE owner_type = 'user' AND owner_id = $1 AND asset = 'X' AND kind = ANY($2::text[])`,
    params: [userId, PRINCIPAL_KINDS],
    result: (rows) => BigInt(rows[0]?.total ?? 0),
  };
}

export interface EarningsSummary {
  /** Everything paid so far. */
  earned: bigint;
  /** Rewards that stayed in the pool because the cap was reached. */
  frozen: bigint;
  /** multiple x active principal. */
  cap: bigint;
}

export async function earningsSummary(
  q: Queryable,
  userId: string,
  multiple: number,
): Promise<EarningsSummary> {
  const [rows, principal] = await Promise.all([
    q.query<{ earned: string | null; frozen: string | null }>(
      `SELECT SUM(paid)::text AS earned, SUM(frozen)::text AS frozen FROM earnings
       WHERE user_id = $1`,
      [userId],
    ),
    activePrincipal(q, userId),
  ]);
  return {
    earned: BigInt(rows[0]?.earned ?? 0),
    frozen: BigInt(rows[0]?.frozen ?? 0),
    cap: principal * BigInt(multiple),
  };
}

/**
 * The principal community rewards' cap is a multiple of: the active principal plus what each
 * burn covered, each burn counted at most up to the active principal.
 */
export async function communityCapPrincipal(
  q: Queryable,
  userId: string,
  principal: bigint,
): Promise<bigint> {
  const rows = await q.query<{ covered: string }>(
    `SELECT COALESCE(SUM(LEAST(principal, $2::numeric)), 0)::text AS covered
     FROM team_burns WHERE user_id = $1`,
    [userId, principal.toString()],
  );
  return principal + BigInt(rows[0]?.covered ?? 0);
}

/** What the user may still earn before the cap (never negative). */
export async function earningsRoom(q: Queryable, userId: string, multiple: number) {
  const s = await earningsSummary(q, userId, multiple);
  return s.cap > s.earned ? s.cap - s.earned : 0n;
}

/** A day's bounds: a settlement reads the state of the day, not of the time it runs. */
export interface DayBounds {
  start: Date;
  end: Date;
}

/** A settlement page's users' earnings, read in one pass over their rows (`earningsRooms`). */
export interface PageEarnings {
  /** What each user may still earn before the cap, by user id. */
  rooms: Map<string, bigint>;
  /** The page's rewards already recorded for the day: order ids (fixed), else user ids. */
  settled: Set<string>;
}

/**
 * `earningsRoom` for many users in one query (a settlement page of `day`), and which of their
 * rewards of `source` the day already recorded (an earlier attempt paid them). The cap is the
 * user's principal of the day (day_principal, migrations/016: rebuilt from dated rows, so a day
 * settled after downtime caps by that day's principal) and, for community rewards, the burns
 * made before the day's end, each counted at most up to that principal. A user's room is read
 * once per page; the page lowers it by what it pays them (docs/pledge.md).
 */
export async function earningsRooms(
  q: Queryable,
  userIds: readonly string[],
  multiple: number,
  source: EarningSource,
  day: DayBounds & { name: string },
): Promise<PageEarnings> {
  const rows = await q.query<{
    user_id: string;
    earned: string;
    settled: string[] | null;
    principal: string;
  }>(
    `SELECT u.id::text AS user_id, e.earned::text AS earned, e.settled,
       (COALESCE(p.principal, 0)
        + CASE WHEN $2 = 'community' THEN (
            SELECT COALESCE(SUM(LEAST(b.principal, COALESCE(p.principal, 0))), 0)
            FROM team_burns b WHERE b.user_id = u.id AND b.created_at < $4) ELSE 0 END
       )::text AS principal
     FROM unnest($1::bigint[]) AS u (id)
     CROSS JOIN LATERAL (
       SELECT COALESCE(SUM(paid), 0) AS earned, array_agg(COALESCE(order_id, user_id)::text)
         FILTER (WHERE day = $5 AND source = $2) AS settled
       FROM earnings WHERE user_id = u.id
     ) e
     LEFT JOIN day_principal($3, $4, $1::bigint[]) p ON p.user_id = u.id`,
    [userIds, source, day.start.toISOString(), day.end.toISOString(), day.name],
  );
  const rooms = new Map<string, bigint>();
  const settled = new Set<string>();
  for (const r of rows) {
    const cap = BigInt(r.principal) * BigInt(multiple);
    const earned = BigInt(r.earned);
    rooms.set(String(r.user_id), cap > earned ? cap - earned : 0n);
    for (const id of r.settled ?? []) settled.add(id);
  }
  return { rooms, settled };
}

/** A day's pool and what all its rewards asked of it: a short pool pays each one pro rata. */
export interface PoolShare {
  pool: bigint;
  due: bigint;
}

export interface RewardSplit {
  /** Paid from the pool to the user. */
  paid: bigint;
  /** Over the cap: stays in the pool. */
  frozen: bigint;
  /** Under the cap but more than the pool's share could pay: stays unpaid, recorded. */
  shortfall: bigint;
}

/**
 * Splits a reward that is `due`: first the cap (`room`), then the pool's pro-rata share of
 * what is left, rounded down (the platform's favour: the pool never pays more than it has).
 */
export function splitReward(due: bigint, room: bigint, share: PoolShare): RewardSplit {
  const capped = due < room ? due : room;
  const paid = share.pool >= share.due ? capped : (capped * share.pool) / share.due;
  return { paid, frozen: due - capped, shortfall: capped - paid };
}

export interface EarningRow extends RewardSplit {
  userId: string;
  source: EarningSource;
  orderId?: string;
  day: string;
  due: bigint;
  operationId: string;
}

/** Writes rewards' records in one statement, in the transaction of their ledger operation. */
export async function recordEarnings(q: Queryable, rows: readonly EarningRow[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <T>(f: (e: EarningRow) => T) => rows.map(f);
  await q.query(
    `INSERT INTO earnings (user_id, source, order_id, day, due, paid, frozen, shortfall,
       operation_id)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::text[], $5::numeric[],
       $6::numeric[], $7::numeric[], $8::numeric[], $9::bigint[])`,
    [
      col((e) => e.userId),
      col((e) => e.source),
      col((e) => e.orderId ?? null),
      col((e) => e.day),
      col((e) => e.due.toString()),
      col((e) => e.paid.toString()),
      col((e) => e.frozen.toString()),
      col((e) => e.shortfall.toString()),
      col((e) => e.operationId),
    ],
  );
}
