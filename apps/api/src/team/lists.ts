import type { DirectList, DonationList, LegSummary } from '@xbond/shared/api/team';
import { maskAddress } from '@xbond/shared/mask';
import { readPage } from '../db/page';
import { AppError } from '../errors';
import { type TeamContext, teamUnits } from './context';

const PRINCIPAL = `(SELECT COALESCE(SUM(balance), 0) FROM ledger_accounts a
  WHERE a.owner_type = 'user' AND a.owner_id = u.id::text AND a.asset = 'X'
    AND a.kind IN ('flexible_principal', 'fixed_principal'))`;

/** GET /team/directs: the user's direct referrals, newest first, with their live stake. */
export async function listDirects(
  ctx: TeamContext,
  userId: string,
  page: number,
  pageSize: number,
): Promise<DirectList> {
  const { db, book } = ctx.pledge.money;
  const { validDirectMin } = teamUnits(ctx);
  const { items, total } = await readPage(
    db,
    {
      sql: `SELECT u.id::text, u.address, ${PRINCIPAL}::text AS stake, u.created_at FROM users u
       WHERE u.referrer_id = $1 ORDER BY u.id DESC LIMIT $2 OFFSET $3`,
      params: [userId, pageSize, (page - 1) * pageSize],
      item: (r: { id: string; address: string; stake: string; created_at: Date }) => ({
        id: r.id,
        address: maskAddress(r.address),
        stake: book.format('X', BigInt(r.stake)),
        valid: BigInt(r.stake) >= validDirectMin,
        joined: new Date(r.created_at).toISOString(),
      }),
    },
    { sql: 'SELECT count(*)::text AS total FROM users WHERE referrer_id = $1', params: [userId] },
  );
  return { items, total, page, pageSize };
}

/**
 * GET /team/tree?leg=: one leg (a direct referral and its descendants) summed per level from
 * the last settlement's figures: one query down that leg, never the whole tree.
 */
export async function legSummary(
  ctx: TeamContext,
  userId: string,
  leg: string,
): Promise<LegSummary> {
  const { db, book } = ctx.pledge.money;
  const [direct] = await db.query<{ address: string }>(
    'SELECT address FROM users WHERE id = $1 AND referrer_id = $2',
    [leg, userId],
  );
  if (!direct) throw new AppError('teamLegNotFound');
  const rows = await db.query<{ level: number; members: string; performance: string }>(
    `WITH RECURSIVE leg (id) AS (
       SELECT $1::bigint UNION ALL SELECT u.id FROM users u JOIN leg ON u.referrer_id = leg.id
     )
     SELECT COALESCE(s.level, 0) AS level, count(*)::text AS members,
       COALESCE(SUM(s.principal), 0)::text AS performance
     FROM leg LEFT JOIN team_stats s ON s.user_id = leg.id
     GROUP BY 1 ORDER BY 1`,
    [leg],
  );
  const levels = rows.map((r) => ({
    level: r.level,
    members: Number(r.members),
    performance: book.format('X', BigInt(r.performance)),
  }));
  const total = (f: (r: (typeof rows)[number]) => string) =>
    rows.reduce((s, r) => s + BigInt(f(r)), 0n);
  return {
    leg,
    address: maskAddress(direct.address),
    members: Number(total((r) => r.members)),
    performance: book.format(
      'X',
      total((r) => r.performance),
    ),
    levels,
  };
}

/** GET /team/donations: release plans with a donation, the user's or everyone's, newest first. */
export async function listDonations(
  ctx: TeamContext,
  userId: string,
  q: { scope: 'mine' | 'all'; page: number; pageSize: number },
): Promise<DonationList> {
  const { db, book } = ctx.pledge.money;
  const mine = q.scope === 'mine' ? userId : null;
  const filter = 'b.donation > 0 AND ($1::bigint IS NULL OR b.user_id = $1)';
  const [rows, counted] = await Promise.all([
    db.query<{
      id: string;
      address: string;
      scheme: string;
      amount: string;
      donation: string;
      created_at: Date;
    }>(
      `SELECT b.id::text, u.address, b.scheme, b.amount::text, b.donation::text, b.created_at
       FROM bonus_releases b JOIN users u ON u.id = b.user_id WHERE ${filter}
       ORDER BY b.id DESC LIMIT $2 OFFSET $3`,
      [mine, q.pageSize, (q.page - 1) * q.pageSize],
    ),
    db.query<{ n: string }>(`SELECT count(*)::text AS n FROM bonus_releases b WHERE ${filter}`, [
      mine,
    ]),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      address: maskAddress(r.address),
      scheme: r.scheme,
      amount: book.format('X', BigInt(r.amount)),
      donation: book.format('X', BigInt(r.donation)),
      time: new Date(r.created_at).toISOString(),
    })),
    total: Number(counted[0]?.n ?? 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}
