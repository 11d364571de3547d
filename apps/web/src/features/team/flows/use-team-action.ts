import { walletInfoQueryOptions } from '@/features/session/api/get-wallet-info';
import { sessionStore } from '@/features/session/store';
import { useMoneyAction } from '@/lib/money-action';
import { queryClient } from '@/lib/query-client';
import { useTranslation } from '@/lib/use-translation';

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

/** One money-moving team call (`useMoneyAction`); a refusal reads the figures again too. */
export function useTeamAction<B extends object, R>(
  address: string,
  action: TeamAction,
  call: (body: B, key: string) => Promise<R>,
  success: (result: R) => string,
) {
  const { t } = useTranslation();
  return useMoneyAction({
    name: `${address.toLowerCase()}:team-${action}`,
    call,
    success,
    refresh: () => refreshTeam(address),
    refreshAfterRefusal: true,
    failed: t('team.failed'),
  });
}
