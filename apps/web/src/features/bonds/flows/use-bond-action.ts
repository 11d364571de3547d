import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/Toast/toast-store';
import { walletInfoQueryOptions } from '@/features/session/api/get-wallet-info';
import { sessionStore } from '@/features/session/store';
import { ApiError, HttpError, NetworkError } from '@/lib/api-client';
import { withAttemptKey } from '@/lib/attempt';
import { queryClient } from '@/lib/query-client';

export type BondAction = 'buy' | 'claim' | 'donate' | 'flowClaim' | 'redeem';

const SUCCESS = {
  buy: 'result.subscriptionSuccess',
  claim: 'result.claimSuccess',
  donate: 'result.donationSuccess',
  flowClaim: 'result.claimSuccess',
  redeem: 'result.forcedRedemptionSuccess',
} as const;

/** After USDD, X or LP moved: both bond screens, the balances and the records are read again. */
export async function refreshBonds(address: string): Promise<void> {
  const owner = address.toLowerCase();
  const wallet = walletInfoQueryOptions(address);
  await Promise.allSettled([
    queryClient.invalidateQueries({ queryKey: ['bond_info'] }),
    queryClient.invalidateQueries({ queryKey: ['bond_quote'] }),
    queryClient.invalidateQueries({ queryKey: ['bond_orders', owner] }),
    queryClient.invalidateQueries({ queryKey: ['flowbond_info', owner] }),
    queryClient.invalidateQueries({ queryKey: ['flowbond_orders', owner] }),
    queryClient.invalidateQueries({ queryKey: ['flowbond_records', owner] }),
    queryClient.invalidateQueries({ queryKey: wallet.queryKey }),
    queryClient.invalidateQueries({ queryKey: ['financial_detail', owner] }),
  ]);
  const walletInfo = queryClient.getQueryData(wallet.queryKey);
  if (walletInfo && sessionStore.getState().address === address) sessionStore.set({ walletInfo });
}

/**
 * One money-moving bond call as a mutation, like the staking screens': its Idempotency-Key per
 * attempt, the success toast, everything read again. The API client already toasted a
 * refusal in the server's words (a moved price, sold out, a closed pair); the figures are read
 * again after it too, so the screen shows the new price.
 */
export function useBondAction<B extends object>(
  address: string,
  action: BondAction,
  call: (body: B, key: string) => Promise<unknown>,
) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (body: B) =>
      withAttemptKey(`${address.toLowerCase()}:bond-${action}:${JSON.stringify(body)}`, (key) =>
        call(body, key),
      ),
    onSuccess: () => {
      toast.success(t(SUCCESS[action]));
      void refreshBonds(address);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        void refreshBonds(address);
        return;
      }
      const known = error instanceof HttpError || error instanceof NetworkError;
      toast.error(known ? error.message : t('common.failed'));
    },
  });
}
