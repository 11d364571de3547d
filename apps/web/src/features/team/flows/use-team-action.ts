import { refreshMoved } from '@/features/session/refresh-wallet';
import { useMoneyAction } from '@/lib/money-action';
import { useTranslation } from '@/lib/use-translation';

export type TeamAction = 'release' | 'withdraw' | 'burn';

/** After bonus or tokens moved: the team figures, plans, donations and balances are read again. */
export const refreshTeam = (address: string) =>
  refreshMoved(address, ['team_info', 'team_releases', 'team_donations'], [['get_donate_num']]);

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
