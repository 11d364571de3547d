import type { TurboInfo } from '@xbond/shared/api/turbo';
import type { Queryable } from '../db/db';
import { userBalance } from '../ledger/balances';
import type { TradingContext } from '../trading/context';
import { vortexActivatedAt } from './vortex';

/** All time, from the user's claimable account's postings: in by releases, out by claims. */
async function claimableFlows(q: Queryable, userId: string) {
  const rows = await q.query<{ released: string | null; claimed: string | null }>(
    `SELECT SUM(p.amount) FILTER (WHERE p.amount > 0)::text AS released,
       (-SUM(p.amount) FILTER (WHERE p.amount < 0))::text AS claimed
     FROM ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id
     WHERE a.owner_type = 'user' AND a.owner_id = $1 AND a.asset = 'X'
       AND a.kind = 'turbo_claimable'`,
    [userId],
  );
  return { released: BigInt(rows[0]?.released ?? 0), claimed: BigInt(rows[0]?.claimed ?? 0) };
}

/** GET /turbo/info: the turbine's pending and claimable X and the vortex (docs/trading.md). */
export async function turboInfo(ctx: TradingContext, userId: string): Promise<TurboInfo> {
  const { db, book } = ctx.money;
  const [activatedAt, pending, claimable, flows] = await Promise.all([
    vortexActivatedAt(db, userId),
    userBalance(db, userId, 'X', 'turbo_pending'),
    userBalance(db, userId, 'X', 'turbo_claimable'),
    claimableFlows(db, userId),
  ]);
  return {
    activated: activatedAt !== null,
    activatedAt: activatedAt?.toISOString() ?? null,
    activationFee: ctx.turbo.activationFee,
    pending: book.format('X', pending),
    claimable: book.format('X', claimable),
    released: book.format('X', flows.released),
    claimed: book.format('X', flows.claimed),
  };
}
