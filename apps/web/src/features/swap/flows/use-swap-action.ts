import { type FeatureActionArgs, type FeatureActions, useFeatureAction } from '@/lib/money-action';
import { refreshSwap } from './refresh';

export type SwapAction = 'exchange' | 'cancel';

/**
 * One money-moving swap call (`useMoneyAction`): a retry after a lost answer is the same swap.
 * After a refusal (slippage exceeded, a stale price) the figures and the quote are read again.
 * The success toast comes from what the server answered (a swap completed or waiting).
 */
const SWAP_ACTIONS: FeatureActions<SwapAction, unknown> = {
  prefix: 'swap-',
  refresh: refreshSwap,
  refreshAfterRefusal: true,
  failed: (t) => t('swap.failed'),
};

export const useSwapAction = <B extends object, R>(...args: FeatureActionArgs<SwapAction, B, R>) =>
  useFeatureAction(SWAP_ACTIONS, ...args);
