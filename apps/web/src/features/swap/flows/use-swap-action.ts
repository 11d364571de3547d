import { useMoneyAction } from '@/lib/money-action';
import { useTranslation } from '@/lib/use-translation';
import { refreshSwap } from './refresh';

export type SwapAction = 'exchange' | 'cancel';

/**
 * One money-moving swap call (`useMoneyAction`): a retry after a lost answer is the same swap.
 * After a refusal (slippage exceeded, a stale price) the figures and the quote are read again.
 */
export function useSwapAction<B extends object, R>(
  address: string,
  action: SwapAction,
  call: (body: B, key: string) => Promise<R>,
  /** The success toast, from what the server answered (a swap completed or waiting). */
  success: (result: R) => string,
) {
  const { t } = useTranslation();
  return useMoneyAction({
    name: `${address.toLowerCase()}:swap-${action}`,
    call,
    success,
    refresh: () => refreshSwap(address),
    refreshAfterRefusal: true,
    failed: t('swap.failed'),
  });
}
