import type { PrizePeriod } from '@xbond/shared/api/prize';
import { nextPeriod, type Period } from '@xbond/shared/periods';
import type { CatchUpJob, CatchUpRun } from '../jobs/job';
import { systemAccount } from '../ledger/accounts';
import type { LedgerTx } from '../ledger/ledger';
import { notify } from '../notices/write';
import type { TradingContext } from '../trading/context';
import { lockTrading } from '../trading/lock';
import { BPS } from '../trading/swap-settings';
import { prizePot } from './accrue';
import { carryInto, markSettled, reachedPeriods, type SettledPeriod } from './periods';
import { insertPrizes, type NewPrize } from './prizes';
import { topRanking } from './ranking';

const DAY_MS = 86_400_000;

/** The pot's share of each place, rounded down; places without a trader pay nothing. */
export function placePrizes(
  pot: bigint,
  sharesBps: readonly number[],
  winners: readonly { userId: string; volume: bigint }[],
): NewPrize[] {
  return winners.flatMap((w, i) => {
    const amount = (pot * BigInt(sharesBps[i] ?? 0)) / BPS;
    return amount > 0n ? [{ rank: i + 1, userId: w.userId, volume: w.volume, amount }] : [];
  });
}

/**
 * At the end of each `kind` period (docs/trading.md): its pot (its fees and what was
 * carried in) is shared by the top traders by the place shares; each prize moves from the
 * kind's pot to the prizes won (one operation per period), claimable until PRIZE_CLAIM_DAYS
 * after the period's end. What no place took (fewer traders than places, rounding, a period
 * without trades) carries into the next period. Every due period of the kind settles in one
 * transaction under the trading lock, after every fill stamped before their ends; each
 * period's settled mark makes a rerun pay nothing. A catch-up job: a kind's pots depend on
 * nothing but its own earlier periods, so a month of hours costs one pass.
 */
export function prizeJob(ctx: TradingContext, kind: PrizePeriod): CatchUpJob {
  const { ledger } = ctx.money;
  return {
    name: `prize-${kind}`,
    period: kind,
    async runMany(run) {
      await ledger.transaction(async (tx) => {
        await lockTrading(tx);
        const periods = await run.claim(tx.q);
        if (periods.length > 0) await settlePeriods(ctx, kind, tx, run, periods);
      });
    },
  };
}

/**
 * Settles consecutive periods in order, carrying each one's rest into the next in memory.
 * Only the periods something reached are read and written: a period nothing reached, with
 * nothing carried in, has an empty pot and writes nothing (fills and expiries from now on
 * are stamped after its end); one reached only by a carry passes it on whole.
 */
async function settlePeriods(
  ctx: TradingContext,
  kind: PrizePeriod,
  tx: LedgerTx,
  run: CatchUpRun,
  periods: readonly Period[],
) {
  const rows = await reachedPeriods(
    tx.q,
    kind,
    periods.map((p) => p.start),
  );
  const reached = new Map(rows.map((r) => [r.start.getTime(), r]));
  const settled: SettledPeriod[] = [];
  let carry = 0n;
  for (const period of periods) {
    const row = reached.get(period.start.getTime());
    if (row?.settled) {
      // Settled before (its run's row was lost): its rest is already in the next row.
      if (carry > 0n) throw new Error(`${period.name} was settled before the period ahead of it`);
      continue;
    }
    const fees = row?.fees ?? 0n;
    const carriedIn = (row?.carriedIn ?? 0n) + carry;
    const pot = fees + carriedIn;
    if (pot === 0n) continue;
    const awarded = row?.traded ? await award(ctx, kind, tx, run, period, pot) : 0n;
    settled.push({ start: period.start, fees, carriedIn, awarded, carriedOut: pot - awarded });
    carry = pot - awarded;
  }
  await markSettled(tx.q, kind, settled, ctx.money.clock.now());
  const last = periods.at(-1);
  // The rest reaches the next period at its start, however late the settlement runs.
  const next = last && nextPeriod(last);
  if (next && carry > 0n) await carryInto(tx.q, kind, next.start, carry, next.start);
}

/** Pays the period's top traders their places' shares of `pot`; answers the total awarded. */
async function award(
  ctx: TradingContext,
  kind: PrizePeriod,
  tx: LedgerTx,
  run: CatchUpRun,
  period: Period,
  pot: bigint,
): Promise<bigint> {
  // The shares in force when the period began: a change made during it counts from the next.
  const shares = ctx.settingsAt(period.start).prize.sharesBps[kind];
  const prizes = placePrizes(
    pot,
    shares,
    await topRanking(tx.q, kind, period.start, shares.length),
  );
  const awarded = prizes.reduce((sum, p) => sum + p.amount, 0n);
  if (awarded === 0n) return 0n;
  const op = await tx.execute({
    key: run.key(period, 'award'),
    type: 'prize_award',
    params: { kind, period: period.name },
    postings: [
      { account: prizePot(kind), amount: -awarded },
      { account: systemAccount('prize_pool', 'USDD', 'won'), amount: awarded },
    ],
  });
  await insertPrizes(tx.q, {
    kind,
    start: period.start,
    awardedAt: period.end,
    expiresAt: new Date(period.end.getTime() + ctx.prize.claimDays * DAY_MS),
    operationId: op.id,
    prizes,
  });
  for (const p of prizes) {
    await notify(tx.q, {
      userId: p.userId,
      kind: 'prize_won',
      params: {
        kind,
        period: period.name,
        rank: String(p.rank),
        asset: 'USDD',
        amount: p.amount.toString(),
      },
      key: `prize_won:${kind}:${period.name}:${p.rank}`,
      at: period.end,
    });
  }
  return awarded;
}
