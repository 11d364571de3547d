import { useMutation } from '@tanstack/react-query';
import type { PrizeClaimBody } from '@xbond/shared/api/ranking';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/Toast/toast-store';
import { refreshWallet } from '@/features/session/refresh-wallet';
import { ApiError, HttpError, NetworkError } from '@/lib/api-client';
import { withAttemptKey } from '@/lib/attempt';
import { queryClient } from '@/lib/query-client';
import { claimPrize } from '../api/claim-prize';
import { viewerOf } from '../viewer';

/** After a claim (or its refusal): the winners, the balances and the user's records. */
async function refreshAfterClaim(address: string): Promise<void> {
  await Promise.allSettled([
    queryClient.invalidateQueries({ queryKey: ['prize_winners', viewerOf(address)] }),
    queryClient.invalidateQueries({ queryKey: ['financial_detail', address.toLowerCase()] }),
    refreshWallet(address),
  ]);
}

/**
 * Claiming a prize as a mutation: its Idempotency-Key per attempt (a retry after a lost answer
 * is the same claim), the spec's success toast, the winners and balances read again. The API
 * client already toasted a refusal in the server's words (claimed, expired).
 */
export function useClaimPrize(address: string) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (body: PrizeClaimBody) =>
      withAttemptKey(`${address.toLowerCase()}:prize-claim:${body.id}`, (key) =>
        claimPrize(body, key),
      ),
    onSuccess: () => {
      toast.success(t('result.claimSuccess'));
      void refreshAfterClaim(address);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        void refreshAfterClaim(address);
        return;
      }
      const known = error instanceof HttpError || error instanceof NetworkError;
      toast.error(known ? error.message : t('prize.failed'));
    },
  });
}
