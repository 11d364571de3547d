import type {
  DonationRecords,
  LiquidityBondInfo,
  LiquidityBondMarket,
} from '@xbond/shared/api/liquidityBond';
import { maskAddress } from '@xbond/shared/mask';
import { periodAt } from '@xbond/shared/periods';
import type { LiquidityBondContext } from '../bonds/context';
import { userBalance } from '../ledger/balances';
import { marketPriceView } from '../market/summary';
import { bondTotals, donations } from './bonds';
import { lpValue } from './terms';

/** The principal and interest pools of `t`, formatted. */
const poolsView = (
  book: LiquidityBondContext['money']['book'],
  t: { principalPool: bigint; interestPool: bigint },
) => ({
  principalPool: book.format('LP', t.principalPool),
  interestPool: book.format('X', t.interestPool),
});

/**
 * GET /flowbond/market (public): the page's figures that are the same for everyone
 * (docs/bonds.md): the terms, the pair's state, one LP's value, and the pools of all
 * users' bonds.
 */
export async function liquidityBondMarket(ctx: LiquidityBondContext): Promise<LiquidityBondMarket> {
  const { db, book, clock } = ctx.money;
  const now = clock.now();
  const [quoted, all] = await Promise.all([
    ctx.market.get('X').catch(() => null),
    bondTotals(db, null),
  ]);
  const oneLp = 10n ** BigInt(book.decimals('LP'));
  return {
    closed: ctx.settings.closed,
    terms: ctx.settings.terms,
    min: ctx.settings.min,
    principalBps: ctx.settings.principalBps,
    penaltyBps: ctx.settings.penaltyBps,
    market: quoted ? marketPriceView(quoted) : null,
    lpValue: quoted
      ? book.format(
          'USDD',
          lpValue(oneLp, quoted.price, { token: book.decimals('X'), usdd: book.decimals('USDD') }),
        )
      : null,
    network: {
      donated: book.format('LP', all.donated),
      activeBonds: all.active,
      ...poolsView(book, all),
    },
    nextReleaseTime: periodAt('epoch', now).end.toISOString(),
    serverTime: now.toISOString(),
  };
}

/**
 * GET /flowbond/info: the market figures and the user's own: available LP ("current LP"),
 * principal pool (LP not released yet), interest pool (X not released yet) and what is
 * claimable.
 */
export async function liquidityBondInfo(
  ctx: LiquidityBondContext,
  userId: string,
): Promise<LiquidityBondInfo> {
  const { db, book } = ctx.money;
  const [market, lp, mine] = await Promise.all([
    liquidityBondMarket(ctx),
    userBalance(db, userId, 'LP', 'available'),
    bondTotals(db, userId),
  ]);
  return {
    ...market,
    mine: {
      lp: book.format('LP', lp),
      ...poolsView(book, mine),
      claimableLp: book.format('LP', mine.claimableLp),
      claimableX: book.format('X', mine.claimableX),
    },
  };
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
