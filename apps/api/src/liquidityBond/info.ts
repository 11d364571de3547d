import type { DonationRecords, FlowBondInfo } from '@xbond/shared/api/flowbond';
import { maskAddress } from '@xbond/shared/mask';
import { periodAt } from '@xbond/shared/periods';
import type { LiquidityBondContext } from '../bonds/context';
import type { Queryable } from '../db/db';
import { userBalance } from '../ledger/balances';
import { marketPriceView } from '../market/summary';
import { donations, networkTotals } from './bonds';
import { lpValue } from './terms';

/** All users' LP and X still locked in liquidity bonds (the ledger's accounts). */
async function lockedTotals(q: Queryable) {
  const rows = await q.query<{ asset: 'LP' | 'X'; total: string }>(
    `SELECT asset, SUM(balance)::text AS total FROM ledger_accounts
     WHERE owner_type = 'user' AND kind = 'flowbond_locked' GROUP BY asset`,
  );
  const of = (asset: 'LP' | 'X') => BigInt(rows.find((r) => r.asset === asset)?.total ?? 0);
  return { lp: of('LP'), x: of('X') };
}

/**
 * GET /flowbond/info: the page's figures (business-rules 7): the user's available LP ("current
 * LP"), principal pool (LP locked), interest pool (X locked) and what is claimable; the same
 * pools across all users; the terms, the pair's state and one LP's USDD value.
 */
export async function flowBondInfo(ctx: LiquidityBondContext, userId: string) {
  const { db, book, clock } = ctx.money;
  const now = clock.now();
  const mine = (asset: 'LP' | 'X', kind: Parameters<typeof userBalance>[3]) =>
    userBalance(db, userId, asset, kind).then((v) => book.format(asset, v));
  const [quoted, lp, principalPool, interestPool, claimableLp, claimableX, locked, network] =
    await Promise.all([
      ctx.market.get('X').catch(() => null),
      mine('LP', 'available'),
      mine('LP', 'flowbond_locked'),
      mine('X', 'flowbond_locked'),
      mine('LP', 'flowbond_released'),
      mine('X', 'flowbond_released'),
      lockedTotals(db),
      networkTotals(db),
    ]);
  const oneLp = 10n ** BigInt(book.decimals('LP'));
  return {
    closed: ctx.settings.closed,
    terms: ctx.settings.terms,
    min: ctx.settings.min,
    principalBps: ctx.settings.principalBps,
    penaltyBps: ctx.settings.penaltyBps,
    market: quoted ? marketPriceView(quoted) : null,
    lpValue: quoted ? book.format('USDD', lpValue(oneLp, quoted.price)) : null,
    mine: { lp, principalPool, interestPool, claimableLp, claimableX },
    network: {
      donated: book.format('LP', network.donated),
      activeBonds: network.active,
      principalPool: book.format('LP', locked.lp),
      interestPool: book.format('X', locked.x),
    },
    nextReleaseTime: periodAt('epoch', now).end.toISOString(),
    serverTime: now.toISOString(),
  } satisfies FlowBondInfo;
}

/** GET /flowbond/records: donations newest first, the user's or everyone's, addresses masked. */
export async function donationRecords(
  ctx: LiquidityBondContext,
  userId: string,
  r: { scope: 'mine' | 'all'; page: number; pageSize: number },
): Promise<DonationRecords> {
  const { db, book } = ctx.money;
  const { rows, total } = await donations(db, {
    userId: r.scope === 'mine' ? userId : null,
    page: r.page,
    pageSize: r.pageSize,
  });
  return {
    items: rows.map((d) => ({
      id: String(d.id),
      address: maskAddress(d.address),
      amount: book.format('LP', BigInt(d.amount)),
      days: d.days,
      usddValue: book.format('USDD', BigInt(d.usdd_value)),
      time: new Date(d.order_time).toISOString(),
      status: d.status,
    })),
    total,
    page: r.page,
    pageSize: r.pageSize,
  };
}
