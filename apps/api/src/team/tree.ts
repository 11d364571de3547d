import type { Queryable } from '../db/db';
import { MAX_LEVELS } from './settings';

/** What a member passes up to their referrer: their whole team's figures, as SQL summed them. */
interface Team {
  members: number;
  network: bigint;
  largeRegion: bigint;
  validDirects: number;
  directYield: bigint;
  /** Team yields by the highest level met on the way up (the last bucket: that level or more). */
  buckets: bigint[];
}

/** The level thresholds of the day: a small region and valid directs per level, V1 first. */
export interface LevelRule {
  smallRegion: bigint;
  directs: number;
}

const PAGE = 5000;
/** Bucket 0 (no level met yet) and one per level. */
const BUCKETS = MAX_LEVELS + 1;

const emptyTeam = (): Team => ({
  members: 0,
  network: 0n,
  largeRegion: 0n,
  validDirects: 0,
  directYield: 0n,
  buckets: Array.from({ length: BUCKETS }, () => 0n),
});

interface Member {
  user_id: string;
  referrer_id: string | null;
  depth: number;
  principal: string;
  yield: string;
}

/**
 * The tree's figures bottom-up in one pass over its members (docs/team.md, "Scale"): read from
 * `team_tree` deepest first in keyset pages, each member's team is complete when it is read (its
 * directs are one level deeper), so its level is set, its row written to team_stats and its
 * figures added to its referrer's pending team. Only the teams of referrers not read yet are
 * held: two levels of the tree at most, never the whole tree, and no statement per level.
 */
export async function settleTeams(
  q: Queryable,
  day: string,
  rules: readonly LevelRule[],
  validMin: bigint,
): Promise<void> {
  const pending = new Map<string, Team>();
  for (let after: [number, string] | null = null; ; ) {
    const page: Member[] = await q.query<Member>(
      // Qualified: the order is the ids' as numbers, not the text the page reads them as.
      `SELECT user_id::text, referrer_id::text, depth, principal::text, yield::text
       FROM team_tree t ${after ? 'WHERE (t.depth, t.user_id) < ($1, $2::bigint)' : ''}
       ORDER BY t.depth DESC, t.user_id DESC LIMIT ${PAGE}`,
      after ?? [],
    );
    const last = page.at(-1);
    if (!last) return;
    const rows = page.map((m) => {
      const team = pending.get(m.user_id) ?? emptyTeam();
      pending.delete(m.user_id);
      const level = levelOf(team, rules);
      if (m.referrer_id !== null) {
        const up = pending.get(m.referrer_id) ?? emptyTeam();
        passUp(up, team, BigInt(m.principal), BigInt(m.yield), level, validMin);
        pending.set(m.referrer_id, up);
      }
      return { m, team, level };
    });
    await writeStats(q, day, rows);
    after = [last.depth, last.user_id];
  }
}

/** The highest level whose small region and valid directs the team meets (0 for none). */
function levelOf(team: Team, rules: readonly LevelRule[]): number {
  let level = 0;
  rules.forEach((rule, i) => {
    const small = team.network - team.largeRegion;
    if (small >= rule.smallRegion && team.validDirects >= rule.directs) level = i + 1;
  });
  return level;
}

/**
 * Adds a direct's team to its referrer's. The direct's own yield has had nothing paid on it
 * yet (bucket 0); its team's buckets below its level merge into its level's bucket.
 */
function passUp(
  up: Team,
  team: Team,
  principal: bigint,
  own: bigint,
  level: number,
  validMin: bigint,
): void {
  const leg = principal + team.network;
  up.members += 1 + team.members;
  up.network += leg;
  if (leg > up.largeRegion) up.largeRegion = leg;
  if (principal >= validMin) up.validDirects += 1;
  up.directYield += own;
  const top = Math.min(level, BUCKETS - 1);
  let merged = 0n;
  team.buckets.forEach((amount, k) => {
    if (k < top) merged += amount;
    else if (k === top) up.buckets[k] = (up.buckets[k] ?? 0n) + merged + amount;
    else up.buckets[k] = (up.buckets[k] ?? 0n) + amount;
  });
  up.buckets[0] = (up.buckets[0] ?? 0n) + own;
}

/** A page of members' figures into team_stats, in one statement. */
async function writeStats(
  q: Queryable,
  day: string,
  rows: readonly { m: Member; team: Team; level: number }[],
): Promise<void> {
  const col = <T>(f: (r: { m: Member; team: Team; level: number }) => T) => rows.map(f);
  const text = (v: bigint) => v.toString();
  await q.query(
    `INSERT INTO team_stats (user_id, referrer_id, depth, day, principal, yield, members,
       valid_directs, network, large_region, level, direct_yield, a0, a1, a2, a3, a4, a5)
     SELECT user_id, referrer_id, depth, $1, principal, yield, members, valid_directs, network,
       large_region, level, direct_yield, a0, a1, a2, a3, a4, a5
     FROM unnest($2::bigint[], $3::bigint[], $4::int[], $5::numeric[], $6::numeric[],
       $7::bigint[], $8::int[], $9::numeric[], $10::numeric[], $11::smallint[], $12::numeric[],
       $13::numeric[], $14::numeric[], $15::numeric[], $16::numeric[], $17::numeric[],
       $18::numeric[])
       AS t (user_id, referrer_id, depth, principal, yield, members, valid_directs, network,
         large_region, level, direct_yield, a0, a1, a2, a3, a4, a5)`,
    [
      day,
      col((r) => r.m.user_id),
      col((r) => r.m.referrer_id),
      col((r) => r.m.depth),
      col((r) => r.m.principal),
      col((r) => r.m.yield),
      col((r) => r.team.members),
      col((r) => r.team.validDirects),
      col((r) => text(r.team.network)),
      col((r) => text(r.team.largeRegion)),
      col((r) => r.level),
      col((r) => text(r.team.directYield)),
      ...Array.from({ length: BUCKETS }, (_, k) => col((r) => text(r.team.buckets[k] ?? 0n))),
    ],
  );
}
