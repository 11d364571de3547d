import type { Prize } from '@xbond/shared/api/prize';
import { maskAddress } from '@xbond/shared/mask';
import { periodName } from '@xbond/shared/periods';
import type { AssetBook } from '../ledger/assets';
import type { PrizeRow } from './prizes';

/** A prize as the winners list shows it, to `viewerId`: only their own are `mine` (a visitor's: none). */
export function prizeView(book: AssetBook, p: PrizeRow, viewerId: string | null): Prize {
  return {
    id: p.id,
    period: p.kind,
    name: periodName(p.kind, p.periodStart),
    rank: p.rank,
    address: maskAddress(p.address),
    volume: book.format('USDD', p.volume),
    amount: book.format('USDD', p.amount),
    status: p.status,
    mine: p.userId === viewerId,
    awardedAt: p.awardedAt.toISOString(),
    expiresAt: p.expiresAt.toISOString(),
  };
}
