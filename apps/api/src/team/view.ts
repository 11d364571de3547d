import type { DonateQuote, ReleasePlan } from '@xbond/shared/api/team';
import type { AssetBook } from '../ledger/assets';
import type { PlanQuote } from './plans';
import type { ReleaseRow } from './releases';

const DAY_MS = 86_400_000;

/** A quote as the API shows it (get_donate_num, and each plan). */
export function quoteView(
  book: AssetBook,
  scheme: string,
  amount: bigint,
  days: number,
  q: Pick<PlanQuote, 'donation' | 'release' | 'dailyRelease' | 'estimatedEnd'>,
): DonateQuote {
  const x = (v: bigint) => book.format('X', v);
  return {
    scheme,
    amount: x(amount),
    donation: x(q.donation),
    release: x(q.release),
    days,
    dailyRelease: x(q.dailyRelease),
    estimatedEnd: q.estimatedEnd.toISOString(),
  };
}

export function releaseView(book: AssetBook, r: ReleaseRow): ReleasePlan {
  const release = r.amount - r.donation;
  const end = r.days === 0 ? r.createdAt : new Date(r.releaseStart.getTime() + r.days * DAY_MS);
  return {
    id: r.id,
    ...quoteView(book, r.scheme, r.amount, r.days, {
      donation: r.donation,
      release,
      dailyRelease: r.days === 0 ? release : release / BigInt(r.days),
      estimatedEnd: end,
    }),
    released: book.format('X', r.released),
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  };
}
