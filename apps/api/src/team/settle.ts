import type { Period } from '@xbond/shared/periods';
import type { Db, Queryable } from '../db/db';
import { openBatch } from '../jobs/batch';
import { type TeamContext, teamUnits } from './context';
import { settleTeams } from './tree';

/** The static rewards the team's rewards are cut from (earnings sources). */
const STATIC_SOURCES = ['flexible', 'fixed'];

/**
 * Rebuilds the whole tree's figures (members, network, regions, valid directs, levels) and
 * writes every user's direct and community due for `day` into team_rewards, in one transaction:
 * the members with their depth, principal and static yield in one recursive statement, then one
 * pass bottom-up over them in pages (tree.ts), then the dues in one statement. Linear in the
 * members however deep the tree. The day's static yields are what its staking settlements
 * paid; each user's principal is the day's (day_principal, migrations/016), however late the day
 * settles. Answers the users with a due.
 */
export async function settleTree(db: Db, ctx: TeamContext, day: Period): Promise<number> {
  // The settings in force when the day began: a change made during it counts from the next.
  const settings = ctx.settingsAt(day.start);
  const units = teamUnits({ ...ctx, settings });
  return db.transaction(async (q) => {
    await openBatch(q);
    await q.query('DELETE FROM team_stats');
    await q.query('DELETE FROM team_rewards WHERE day = $1', [day.name]);
    await q.query(
      `CREATE TEMP TABLE team_tree ON COMMIT DROP AS
       WITH RECURSIVE tree (id, referrer_id, depth) AS (
         SELECT id, referrer_id, 0 FROM users WHERE referrer_id IS NULL
         UNION ALL
         SELECT u.id, u.referrer_id, t.depth + 1 FROM users u JOIN tree t ON u.referrer_id = t.id
       ), principal AS (
         SELECT user_id, principal FROM day_principal($2, $3, NULL)
       ), yields AS (
         SELECT user_id, SUM(paid) AS yield FROM earnings
         WHERE day = $1 AND source = ANY($4::text[]) GROUP BY user_id
       )
       SELECT t.id AS user_id, t.referrer_id, t.depth, COALESCE(p.principal, 0) AS principal,
         COALESCE(y.yield, 0) AS yield
       FROM tree t LEFT JOIN principal p ON p.user_id = t.id LEFT JOIN yields y ON y.user_id = t.id`,
      [day.name, day.start.toISOString(), day.end.toISOString(), STATIC_SOURCES],
    );
    await q.query('CREATE INDEX ON team_tree (depth, user_id)');
    await settleTeams(
      q,
      day.name,
      units.levels.map((l) => ({ smallRegion: l.smallRegion, directs: l.directs })),
      units.validDirectMin,
    );
    const n = await writeDues(q, day.name, units, settings.directRateBps);
    // The day's rows are new to the planner: without their statistics it expected a few hundred
    // and read each page (dayDues) by a bitmap scan and a sort of every due after the cursor,
    // 0.6 s a page of a chain of 1,000,000, the payment quadratic in the members.
    await q.query('ANALYZE team_rewards');
    await noticeLevels(q, day);
    return n;
  });
}

/** Dues: the differential on each bucket, then the personal coefficient, rounded down once. */
async function writeDues(
  q: Queryable,
  day: string,
  units: ReturnType<typeof teamUnits>,
  directBps: number,
): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `WITH written AS (
     INSERT INTO team_rewards (day, user_id, direct, community)
     SELECT $1, user_id, direct, community FROM (
       SELECT user_id,
         div($2::int * direct_yield * LEAST(principal, $3::numeric), 10000 * $3::numeric)
           AS direct,
         div((rate * a0 + GREATEST(rate - COALESCE(($4::int[])[1], 0), 0) * a1
           + GREATEST(rate - COALESCE(($4::int[])[2], 0), 0) * a2
           + GREATEST(rate - COALESCE(($4::int[])[3], 0), 0) * a3
           + GREATEST(rate - COALESCE(($4::int[])[4], 0), 0) * a4
           + GREATEST(rate - COALESCE(($4::int[])[5], 0), 0) * a5) * LEAST(principal, $3::numeric),
           10000 * $3::numeric) AS community
       FROM (
         SELECT s.*, CASE WHEN level = 0 THEN 0 ELSE ($4::int[])[level] END AS rate
         FROM team_stats s WHERE principal > 0 AND (direct_yield > 0 OR level > 0)
       ) rated
     ) due
     WHERE direct > 0 OR community > 0
     RETURNING 1
     ) SELECT count(*)::int AS n FROM written`,
    [day, directBps, units.coefficientPrincipal.toString(), units.levels.map((l) => l.rateBps)],
  );
  return row?.n ?? 0;
}

/**
 * Tells each user the first time the settled tree puts them at a level: keyed by user and
 * level, so a settlement run again, or a level lost and regained, tells it once.
 */
async function noticeLevels(q: Queryable, day: Period): Promise<void> {
  await q.query(
    `INSERT INTO notices (user_id, kind, params, event_key, created_at)
     SELECT user_id, 'level_reached', jsonb_build_object('level', level::text),
       'level_reached:' || user_id || ':' || level, $1
     FROM team_stats WHERE level > 0
     ON CONFLICT (event_key) DO NOTHING`,
    [day.end.toISOString()],
  );
}

export interface DayDue {
  userId: string;
  direct: bigint;
  community: bigint;
}

/** A page of the day's dues, by user id after `after`. */
export async function dayDues(
  q: Queryable,
  day: string,
  after: string,
  limit: number,
): Promise<DayDue[]> {
  const rows = await q.query<{ user_id: string; direct: string; community: string }>(
    `SELECT user_id, direct::text, community::text FROM team_rewards
     WHERE day = $1 AND user_id > $2 ORDER BY user_id LIMIT $3`,
    [day, after, limit],
  );
  return rows.map((r) => ({
    userId: String(r.user_id),
    direct: BigInt(r.direct),
    community: BigInt(r.community),
  }));
}

/** Everything the day's team rewards ask of the pool (for the pro-rata share). */
export async function dayTotalDue(q: Queryable, day: string): Promise<bigint> {
  const [row] = await q.query<{ due: string }>(
    'SELECT COALESCE(SUM(direct + community), 0)::text AS due FROM team_rewards WHERE day = $1',
    [day],
  );
  return BigInt(row?.due ?? 0);
}
