import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/Toast/toast-store';
import { ApiError, HttpError, NetworkError } from '@/lib/api-client';
import { withAttemptKey } from '@/lib/attempt';
import { refreshPledge } from './refresh';

export type PledgeAction = 'stake' | 'unstake' | 'create' | 'claim' | 'repledge' | 'insure';

/** The spec's success messages (section 8); repledge has none there, so it has its own. */
const SUCCESS = {
  stake: 'result.stakeSuccess',
  unstake: 'result.unstakeSuccess',
  create: 'result.stakeSuccess',
  claim: 'result.claimSuccess',
  repledge: 'pledge.repledge.success',
  insure: 'result.insuranceSuccess',
} as const;

/**
 * One money-moving pledge call as a mutation: its Idempotency-Key per attempt, the success
 * toast and the figures read again; `isPending` drives the button's pending state. The API
 * client already toasted a server refusal (its localized message); other failures say so here.
 */
export function usePledgeAction<B extends object>(
  address: string,
  action: PledgeAction,
  call: (body: B, key: string) => Promise<unknown>,
) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (body: B) =>
      withAttemptKey(`${address.toLowerCase()}:${action}:${JSON.stringify(body)}`, (key) =>
        call(body, key),
      ),
    onSuccess: () => {
      toast.success(t(SUCCESS[action]));
      void refreshPledge(address);
    },
    onError: (error) => {
      if (error instanceof ApiError) return;
      const known = error instanceof HttpError || error instanceof NetworkError;
      toast.error(known ? error.message : t('common.failed'));
    },
  });
}
