import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/Toast/toast-store';
import { ApiError, HttpError, NetworkError } from '@/lib/api-client';
import { withAttemptKey } from '@/lib/attempt';
import { refreshSwap } from './refresh';

export type SwapAction = 'exchange' | 'cancel';

/**
 * One money-moving swap call as a mutation, like the staking and bond screens': its
 * Idempotency-Key per attempt (kept until the server answers, so a retry after a lost answer
 * is the same swap), everything read again after an answer. The API client already toasted a
 * refusal in the server's words (slippage exceeded, stale price, insufficient balance...);
 * the figures are read again after it too, so the screen shows the new price.
 */
export function useSwapAction<B extends object, R>(
  address: string,
  action: SwapAction,
  call: (body: B, key: string) => Promise<R>,
  /** The success toast, from what the server answered (a swap completed or waiting). */
  success: (result: R) => string,
) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (body: B) =>
      withAttemptKey(`${address.toLowerCase()}:swap-${action}:${JSON.stringify(body)}`, (key) =>
        call(body, key),
      ),
    onSuccess: (result) => {
      toast.success(success(result));
      void refreshSwap(address);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        void refreshSwap(address);
        return;
      }
      const known = error instanceof HttpError || error instanceof NetworkError;
      toast.error(known ? error.message : t('swap.failed'));
    },
  });
}
