import type { PrizeClaimBody } from '@xbond/shared/api/prize';
import { refreshMoved } from '@/features/session/refresh-wallet';
import { useMoneyAction } from '@/lib/money-action';
import { useTranslation } from '@/lib/use-translation';
import { claimPrize } from '../api/claim-prize';
import { viewerOf } from '../viewer';

/** After a claim (or its refusal): the winners, the balances and the user's records. */
const refreshAfterClaim = (address: string) =>
  refreshMoved(address, [], [['prize_winners', viewerOf(address)]]);

/**
 * Claiming a prize (`useMoneyAction`): one attempt per prize; the winners and balances are read
 * again after the answer, a refusal (claimed, expired) included.
 */
export function useClaimPrize(address: string) {
  const { t } = useTranslation();
  return useMoneyAction({
    name: `${address.toLowerCase()}:prize-claim`,
    call: (body: PrizeClaimBody, key: string) => claimPrize(body, key),
    attemptOf: (body) => body.id,
    success: () => t('result.claimSuccess'),
    refresh: () => refreshAfterClaim(address),
    refreshAfterRefusal: true,
    failed: t('prize.failed'),
  });
}
