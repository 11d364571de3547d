import { refreshMoved } from '@/features/session/refresh-wallet';
import { type FeatureActionArgs, type FeatureActions, useFeatureAction } from '@/lib/money-action';

export type TeamAction = 'release' | 'withdraw' | 'burn';

/** After bonus or tokens moved: the team figures, plans, donations and balances are read again. */
export const refreshTeam = (address: string) =>
  refreshMoved(address, ['team_info', 'team_releases', 'team_donations'], [['get_donate_num']]);

/** One money-moving team call (`useMoneyAction`); a refusal reads the figures again too. */
const TEAM_ACTIONS: FeatureActions<TeamAction, unknown> = {
  prefix: 'team-',
  refresh: refreshTeam,
  refreshAfterRefusal: true,
  failed: (t) => t('team.failed'),
};

export const useTeamAction = <B extends object, R>(...args: FeatureActionArgs<TeamAction, B, R>) =>
  useFeatureAction(TEAM_ACTIONS, ...args);
