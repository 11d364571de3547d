/** What the deposit and withdrawal flows share: timing, the lazy wallet helpers, the ending. */

import { toast } from '@/components/ui/Toast/toast-store';
import { i18n } from '@/lib/i18n';
import { alreadyToasted, describeError } from './errors';
import { saveInFlight } from './in-flight';
import { type Operation, operationStore, updateOperation } from './operation-store';
import { refreshBalances } from './refresh';

export const flowTiming = {
  /** How often a 'confirming' callback is asked again (a block or two). */
  callbackPollMs: 3000,
  /** The receipt check's wait (spec section 9: one second). */
  receiptPollMs: 1000,
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The viem-based wallet helpers, loaded when a flow first needs them. */
export const walletHelpers = () => import('@/features/wallet/helpers');

const RESULT = {
  deposit: { success: 'result.depositSuccess', failure: 'result.depositFailed' },
  withdraw: { success: 'result.withdrawSuccess', failure: 'result.withdrawFailed' },
} as const;

/** Done: forget the in-flight record, read the balances again, say so. */
export async function succeed(kind: Operation['kind'], address: string): Promise<void> {
  saveInFlight(null);
  updateOperation({ step: 'done', error: null, retry: null });
  toast.success(i18n.t(RESULT[kind].success));
  await refreshBalances(address);
}

/**
 * Failed: the step it stopped at, why, and how to go on (`retry`). The spec's failure
 * message ('Deposit failed') heads the sheet; a toast says it too unless the API client
 * already showed the server's message.
 */
export function fail(error: unknown, retry: (() => Promise<void>) | null): void {
  const op = operationStore.get().current;
  if (!op) return;
  console.error(`${op.kind} failed at ${op.step}`, error);
  const message = describeError(error);
  updateOperation({ step: 'failed', failedAt: op.step, error: message, retry });
  if (!alreadyToasted(error)) toast.error(message, { title: i18n.t(RESULT[op.kind].failure) });
}

/** Runs one flow step chain, turning any error into the failed state. */
export async function guarded(
  body: () => Promise<void>,
  retryFrom: (error: unknown) => (() => Promise<void>) | null,
): Promise<void> {
  try {
    await body();
  } catch (error) {
    fail(error, retryFrom(error));
  }
}

/** A transaction hash as the wallet returns it (checked without loading viem). */
export const isTxHash = (value: string): value is `0x${string}` =>
  /^0x[0-9a-fA-F]{64}$/.test(value);
