import type { TurboInfo } from '@xbond/shared/api/turbo';
import { refreshMoved } from '@/features/session/refresh-wallet';
import { type FeatureActionArgs, type FeatureActions, useFeatureAction } from '@/lib/money-action';
import { queryClient } from '@/lib/query-client';
import { turboInfoQueryOptions } from '../api/get-turbo-info';

export type TurboAction = 'activate' | 'claim';

/** The spec's success messages (section 8): activation, claim. */
const SUCCESS = { activate: 'result.activationSuccess', claim: 'result.claimSuccess' } as const;

/** After USDD or X moved: the turbine, its records, the balances and the user's records. */
export const refreshTurbo = (address: string) =>
  refreshMoved(address, ['turbo_info', 'turbo_records']);

/**
 * One money-moving turbo call (`useMoneyAction`): the answer is the turbine's new state, shown
 * at once; a refusal (the vortex not activated, more than claimable) reads it again too.
 */
const TURBO_ACTIONS: FeatureActions<TurboAction, TurboInfo> = {
  prefix: 'turbo-',
  refresh: refreshTurbo,
  refreshAfterRefusal: true,
  failed: (t) => t('turbo.failed'),
  success: (t, action) => t(SUCCESS[action]),
  onAnswer: (address, info) =>
    queryClient.setQueryData(turboInfoQueryOptions(address).queryKey, info),
};

export const useTurboAction = <B extends object>(
  ...args: FeatureActionArgs<TurboAction, B, TurboInfo>
) => useFeatureAction(TURBO_ACTIONS, ...args);
