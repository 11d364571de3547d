import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/Toast/toast-store';
import { walletInfoQueryOptions } from '@/features/session/api/get-wallet-info';
import { sessionStore } from '@/features/session/store';
import { ApiError, HttpError, NetworkError } from '@/lib/api-client';
import { withAttemptKey } from '@/lib/attempt';
import { queryClient } from '@/lib/query-client';

export type TeamAction = 'release' | 'withdraw' | 'burn';

/** After bonus or tokens moved: the team figures, plans, donations and balances are read again. */
export async function refreshTeam(address: string): Promise<void> {
  const owner = address.toLowerCase();
  const wallet = walletInfoQueryOptions(address);
  await Promise.allSettled([
    queryClient.invalidateQueries({ queryKey: ['team_info', owner] }),
    queryClient.invalidateQueries({ queryKey: ['team_releases', owner] }),
    queryClient.invalidateQueries({ queryKey: ['team_donations', owner] }),
    queryClient.invalidateQueries({ queryKey: ['get_donate_num'] }),
    queryClient.invalidateQueries({ queryKey: wallet.queryKey }),
    queryClient.invalidateQueries({ queryKey: ['financial_detail', owner] }),
  ]);
  const walletInfo = queryClient.getQueryData(wallet.queryKey);
  if (walletInfo && sessionStore.getState().address === address) sessionStore.set({ walletInfo });
}

/**
 * One money-moving team call as a mutation: its Idempotency-Key per attempt (a retry after a
 * lost answer is the same call), `success` toasted, everything read again. The API client has
 * already toasted a refusal in the server's words; the figures are read again after it too.
 */
export function useTeamAction<B extends object, R>(
  address: string,
  action: TeamAction,
  call: (body: B, key: string) => Promise<R>,
  success: (result: R) => string,
) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (body: B) =>
      withAttemptKey(`${address.toLowerCase()}:team-${action}:${JSON.stringify(body)}`, (key) =>
        call(body, key),
      ),
    onSuccess: (result) => {
      toast.success(success(result));
      void refreshTeam(address);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        void refreshTeam(address);
        return;
      }
      const known = error instanceof HttpError || error instanceof NetworkError;
      toast.error(known ? error.message : t('team.failed'));
    },
  });
}
