import type { TurboInfo } from '@xbond/shared/api/turbo';
import { refreshMoved } from '@/features/session/refresh-wallet';
import { useMoneyAction } from '@/lib/money-action';
import { queryClient } from '@/lib/query-client';
import { useTranslation } from '@/lib/use-translation';
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
export function useTurboAction<B extends object>(
  address: string,
  action: TurboAction,
  call: (body: B, key: string) => Promise<TurboInfo>,
) {
  const { t } = useTranslation();
  return useMoneyAction({
    name: `${address.toLowerCase()}:turbo-${action}`,
    call,
    success: () => t(SUCCESS[action]),
    onAnswer: (info) => queryClient.setQueryData(turboInfoQueryOptions(address).queryKey, info),
    refresh: () => refreshTurbo(address),
    refreshAfterRefusal: true,
    failed: t('turbo.failed'),
  });
}
