import type { TeamInfo } from '@xbond/shared/api/team';
import { maskAddress } from '@xbond/shared/mask';
import { readAll } from '../db/db';
import { activePrincipalRead, communityCapPrincipal } from '../earnings/cap';
import { userBalanceRead } from '../ledger/balances';
import { identityRead } from '../users/users';
import { capMultiple, type TeamContext, teamUnits } from './context';

const PPM = 1_000_000n;

interface Sums {
  direct: string;
  community: string;
  earned: string;
  frozen: string;
  burned: string;
}

interface Stats {
  day: string;
  valid_directs: number;
  members: string;
  network: string;
  large_region: string;
  level: number;
}

/**
 * GET /team/info: the tree's figures of the last settled day beside the live balances, and
 * the live head count (direct referrals, members), so a new referral shows at once.
 */
export async function teamInfo(ctx: TeamContext, userId: string): Promise<TeamInfo> {
  const { db, book } = ctx.pledge.money;
  const x = (v: bigint) => book.format('X', v);
  const bonus = (kind: 'bonus_locked' | 'bonus_releasing' | 'bonus_released') =>
    userBalanceRead(userId, 'X', kind);
  // Eight reads in one round trip on one connection.
  const [identity, stats, sums, principal, locked, releasing, released, heads] = await readAll(db, [
    identityRead(userId),
    {
      sql: `SELECT day, valid_directs, members::text, network::text, large_region::text, level
       FROM team_stats WHERE user_id = $1`,
      params: [userId],
      result: (rows: Stats[]) => rows,
    },
    {
      sql: `SELECT
         COALESCE(SUM(paid) FILTER (WHERE source = 'direct'), 0)::text AS direct,
         COALESCE(SUM(paid) FILTER (WHERE source = 'community'), 0)::text AS community,
         COALESCE(SUM(paid), 0)::text AS earned,
         COALESCE(SUM(frozen) FILTER (WHERE source IN ('direct', 'community')), 0)::text AS frozen,
         (SELECT COALESCE(SUM(principal), 0) FROM team_burns WHERE user_id = $1)::text AS burned
       FROM earnings WHERE user_id = $1`,
      params: [userId],
      result: (rows: Sums[]) => rows,
    },
    activePrincipalRead(userId),
    bonus('bonus_locked'),
    bonus('bonus_releasing'),
    bonus('bonus_released'),
    {
      sql: `WITH RECURSIVE down (id) AS (
         SELECT id FROM users WHERE referrer_id = $1
         UNION ALL SELECT u.id FROM users u JOIN down ON u.referrer_id = down.id
       )
       SELECT (SELECT count(*) FROM users WHERE referrer_id = $1)::int AS directs,
         (SELECT count(*) FROM down)::int AS members`,
      params: [userId],
      result: (rows: { directs: number; members: number }[]) => rows,
    },
  ]);
  if (!identity) throw new Error(`user ${userId} not found`);
  const s = stats[0];
  const sum = sums[0];
  const [direct, community, earned, frozen, burned] = [
    sum?.direct,
    sum?.community,
    sum?.earned,
    sum?.frozen,
    sum?.burned,
  ].map((v) => BigInt(v ?? 0)) as [bigint, bigint, bigint, bigint, bigint];
  const network = BigInt(s?.network ?? 0);
  const large = BigInt(s?.large_region ?? 0);
  const level = s?.level ?? 0;
  const multiple = BigInt(capMultiple(ctx));
  const { coefficientPrincipal } = teamUnits(ctx);
  const coefficient = (principal * PPM) / coefficientPrincipal;
  return {
    referrer: identity.referrer ? maskAddress(identity.referrer) : null,
    inviteCode: identity.inviteCode,
    day: s?.day ?? null,
    validDirects: s?.valid_directs ?? 0,
    directs: heads[0]?.directs ?? 0,
    members: heads[0]?.members ?? 0,
    networkPerformance: x(network),
    largeRegion: x(large),
    smallRegion: x(network - large),
    level,
    rateBps: level === 0 ? 0 : (ctx.settings.levels[level - 1]?.rateBps ?? 0),
    directRewards: x(direct),
    communityRewards: x(community),
    totalBonus: x(direct + community),
    withdrawable: x(released),
    locked: x(locked),
    releasing: x(releasing),
    burned: x(burned),
    frozen: x(frozen),
    coefficientPpm: Number(coefficient < PPM ? coefficient : PPM),
    personalDeposit: x(principal),
    earnings: {
      earned: x(earned),
      cap: x(principal * multiple),
      communityCap: x((await communityCapPrincipal(db, userId, principal)) * multiple),
      multiple: Number(multiple),
    },
  };
}
