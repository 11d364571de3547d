import {
  type DayBounds,
  type EarningSource,
  earningsRooms,
  type RewardSplit,
  recordEarnings,
  splitReward,
} from '../earnings/cap';
import { openBatch } from '../jobs/batch';
import { systemAccount, type UserKind, userAccount } from '../ledger/accounts';
import type { LedgerTx } from '../ledger/ledger';
import type { DayTerms } from './day-terms';

/** One reward of a settlement page: a user's (flexible) or an order's (fixed) due for the day. */
export interface PageReward {
  userId: string;
  orderId?: string;
  due: bigint;
}

/** A page of a day's settlement, as one ledger operation. */
export interface RewardPage {
  /** The page's idempotency key: `run.key('page:<cursor>')`. */
  key: string;
  /** The operation's type: the user's record type when it reaches available. */
  type: string;
  source: EarningSource;
  day: string;
  /** The day's bounds: the exit cap is the day's (earningsRooms). */
  bounds: DayBounds;
  /** The cursor the page follows (its params). */
  after: string;
  /**
   * Where the paid rewards go: available (flexible), the released reward (fixed) or the locked
   * dynamic bonus (the team's).
   */
  to: UserKind;
}

export type PaidReward = PageReward & RewardSplit;

/**
 * Pays one page of a day's settlement from the reward pool as one keyed operation
 * (docs/pledge.md, "Settlement jobs"): each reward under the exit cap (the page's users' room
 * read in one query, then lowered by what the page pays them, in page order) and the day's
 * pro-rata share; the postings netted per account in one statement; every reward's earnings
 * row in one statement. A reward that already has its earnings row for the day (an earlier
 * attempt settled it) is skipped, so no rerun pays twice, whatever its pages. Answers the
 * rewards settled now (zero dues are not rewards).
 */
export async function payRewardPage(
  tx: LedgerTx,
  page: RewardPage,
  rewards: readonly PageReward[],
  terms: DayTerms,
  capMultiple: number,
): Promise<PaidReward[]> {
  const due = rewards.filter((r) => r.due > 0n);
  if (due.length === 0) return [];
  await openBatch(tx.q);
  const userIds = [...new Set(due.map((r) => r.userId))];
  const { rooms, settled } = await earningsRooms(tx.q, userIds, capMultiple, page.source, {
    ...page.bounds,
    name: page.day,
  });
  const todo = due.filter((r) => !settled.has(r.orderId ?? r.userId));
  if (todo.length === 0) return [];
  const paid = todo.map((r) => {
    const room = rooms.get(r.userId) ?? 0n;
    const split = splitReward(r.due, room, terms);
    rooms.set(r.userId, room - split.paid);
    return { ...r, ...split };
  });
  const sum = (f: (p: PaidReward) => bigint) => paid.reduce((s, p) => s + f(p), 0n);
  const total = sum((p) => p.paid);
  const op = await tx.begin({
    key: page.key,
    type: page.type,
    params: { day: page.day, after: page.after },
    result: {
      rewards: paid.length,
      paid: total.toString(),
      frozen: sum((p) => p.frozen).toString(),
      shortfall: sum((p) => p.shortfall).toString(),
    },
  });
  // The page's key was committed before, yet these rewards have no record: the page's rows
  // changed since (they cannot for a day that has ended). Fail loudly, never skip a reward.
  if (op.replayed) throw new Error(`${page.key} was settled before without ${paid.length} rewards`);
  // One set-based statement for the page's balances and postings (postEach), not a statement
  // per account: a page moves a thousand balances.
  await tx.postEach([
    {
      operationId: op.id,
      postings: [
        { account: systemAccount('reward_pool', 'X'), amount: -total },
        ...paid.map((p) => ({ account: userAccount(p.userId, 'X', page.to), amount: p.paid })),
      ],
    },
  ]);
  await recordEarnings(
    tx.q,
    paid.map((p) => ({ ...p, source: page.source, day: page.day, operationId: op.id })),
  );
  return paid;
}
