import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { toast } from '@/components/ui/Toast/toast-store';
import { ApiError, HttpError, NetworkError } from './api-client';
import { withAttemptKey } from './attempt';
import { useTranslation } from './use-translation';

export interface MoneyAction<B, R> {
  /** The address and the action: with the body, what makes a retry the same attempt. */
  name: string;
  call: (body: B, key: string) => Promise<R>;
  /** The success toast's words, from what the server answered. */
  success: (result: R) => string;
  /** Reads again what the answer changed (figures, balances, records). */
  refresh: () => Promise<unknown>;
  /** A refusal also reads the figures again: the price or the balance it was refused on moved. */
  refreshAfterRefusal?: boolean;
  /** What a failure says when it is neither a refusal nor a known network or HTTP error. */
  failed: string;
  /** Runs first with the server's answer (a screen that shows the new state at once). */
  onAnswer?: (result: R) => void;
  /** The part of the body that names the attempt (default: all of it). */
  attemptOf?: (body: B) => string;
}

/**
 * One money-moving call as a mutation (docs/ledger.md, "Principles"): its Idempotency-Key per
 * attempt (`withAttemptKey`: a retry after a lost answer is the same call), the success toast, the
 * figures read again; `isPending` drives the button's pending state. The API client has already
 * toasted a refusal in the server's words; other failures say so here.
 */
export function useMoneyAction<B, R>(action: MoneyAction<B, R>) {
  const { name, call, success, refresh, refreshAfterRefusal, failed, onAnswer, attemptOf } = action;
  return useMutation({
    mutationFn: (body: B) =>
      withAttemptKey(`${name}:${attemptOf ? attemptOf(body) : JSON.stringify(body)}`, (key) =>
        call(body, key),
      ),
    onSuccess: (result) => {
      onAnswer?.(result);
      toast.success(success(result));
      void refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        if (refreshAfterRefusal) void refresh();
        return;
      }
      const known = error instanceof HttpError || error instanceof NetworkError;
      toast.error(known ? error.message : failed);
    },
  });
}

export interface FeatureActions<A extends string, R> {
  /** What names an attempt after the address: `${prefix}${action}` ('swap-cancel'). */
  prefix: string;
  /** Reads again what the feature's calls move, for this address. */
  refresh: (address: string) => Promise<unknown>;
  refreshAfterRefusal?: boolean;
  /** The feature's words for a failure, and an action's success when its caller has none. */
  failed: (t: TFunction) => string;
  success?: (t: TFunction, action: A) => string;
  onAnswer?: (address: string, result: R) => void;
}

/** What a feature's action hook takes: the address, the action, the call, the success words. */
export type FeatureActionArgs<A extends string, B, R> = [
  address: string,
  action: A,
  call: (body: B, key: string) => Promise<R>,
  success?: (result: R) => string,
];

/**
 * One of a feature's money-moving calls (`useMoneyAction`), named, refreshed and worded as the
 * feature says (`of`, a module constant); the success toast from the answer where the caller
 * words it so.
 */
export function useFeatureAction<A extends string, B, R>(
  of: FeatureActions<A, R>,
  ...[address, action, call, success]: FeatureActionArgs<A, B, R>
) {
  const { t } = useTranslation();
  return useMoneyAction({
    name: `${address.toLowerCase()}:${of.prefix}${action}`,
    call,
    success: success ?? (() => of.success?.(t, action) ?? ''),
    refresh: () => of.refresh(address),
    refreshAfterRefusal: of.refreshAfterRefusal,
    failed: of.failed(t),
    onAnswer: of.onAnswer && ((result: R) => of.onAnswer?.(address, result)),
  });
}
