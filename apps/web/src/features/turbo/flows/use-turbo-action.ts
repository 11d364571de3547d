import { useMutation } from '@tanstack/react-query';
import type { TurboInfo } from '@xbond/shared/api/turbo';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/Toast/toast-store';
import { refreshWallet } from '@/features/session/refresh-wallet';
import { ApiError, HttpError, NetworkError } from '@/lib/api-client';
import { withAttemptKey } from '@/lib/attempt';
import { queryClient } from '@/lib/query-client';
import { turboInfoQueryOptions } from '../api/get-turbo-info';

export type TurboAction = 'activate' | 'claim';

/** The spec's success messages (section 8): activation, claim. */
const SUCCESS = { activate: 'result.activationSuccess', claim: 'result.claimSuccess' } as const;

/** After USDD or X moved: the turbine, its records, the balances and the user's records. */
export async function refreshTurbo(address: string): Promise<void> {
  const owner = address.toLowerCase();
  await Promise.allSettled([
    queryClient.invalidateQueries({ queryKey: turboInfoQueryOptions(address).queryKey }),
    queryClient.invalidateQueries({ queryKey: ['turbo_records', owner] }),
    queryClient.invalidateQueries({ queryKey: ['financial_detail', owner] }),
    refreshWallet(address),
  ]);
}

/**
 * One money-moving turbo call as a mutation: its Idempotency-Key per attempt (kept until the
 * server answers, so a retry is the same call), the success toast, everything read again. The
 * API client already toasted a refusal in the server's words (the vortex not activated, more
 * than claimable, too little USDD); the turbine is read again after it too.
 */
export function useTurboAction<B extends object>(
  address: string,
  action: TurboAction,
  call: (body: B, key: string) => Promise<TurboInfo>,
) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (body: B) =>
      withAttemptKey(`${address.toLowerCase()}:turbo-${action}:${JSON.stringify(body)}`, (key) =>
        call(body, key),
      ),
    onSuccess: (info) => {
      queryClient.setQueryData(turboInfoQueryOptions(address).queryKey, info);
      toast.success(t(SUCCESS[action]));
      void refreshTurbo(address);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        void refreshTurbo(address);
        return;
      }
      const known = error instanceof HttpError || error instanceof NetworkError;
      toast.error(known ? error.message : t('turbo.failed'));
    },
  });
}
