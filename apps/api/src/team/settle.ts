import type { Period } from '@xbond/shared/periods';
import type { Queryable } from '../db/db';
import { type TeamContext, teamUnits } from './context';

/** The static rewards the team's rewards are cut from (earnings sources). */
const STATIC_SOURCES = ['flexible', 'fixed'];

/**
 * Rebuilds the whole tree's figures (members, network, regions, valid directs, levels) and
 * writes every user's direct and community due for `day` into team_rewards, in one call of
 * team_settle (migrations/009_team.sql: one set-based pass per depth, no walk per user).
 * The day's static yields are what its staking settlements paid; each user's principal is the
 * day's (day_principal, migrations/016), however late the day settles. Answers the users with a
 * due.
 */
export async function settleTree(q: Queryable, ctx: TeamContext, day: Period): Promise<number> {
  // The settings in force when the day began: a change made during it counts from the next.
  const settings = ctx.settingsAt(day.start);
  const units = teamUnits({ ...ctx, settings });
  const [row] = await q.query<{ n: number }>(
    `SELECT team_settle($1, $2, $3, $4::text[], $5, $6::numeric[], $7::int[], $8::int[], $9, $10)
       AS n`,
    [
      day.name,
      day.start.toISOString(),
      day.end.toISOString(),
      STATIC_SOURCES,
      units.validDirectMin.toString(),
      units.levels.map((l) => l.smallRegion.toString()),
      units.levels.map((l) => l.directs),
      units.levels.map((l) => l.rateBps),
      settings.directRateBps,
      units.coefficientPrincipal.toString(),
    ],
  );
  await noticeLevels(q, day);
  return Number(row?.n ?? 0);
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
