/**
 * The deposit or withdrawal in progress: one at a time (one wallet prompt at a time), shown by
 * the operation sheet. It lives outside React so a flow keeps running, and its state stays,
 * while the user is on another page.
 */
import type { Asset } from '@xbond/shared/assets';
import { createStore } from '@/lib/create-store';

export type OperationKind = 'deposit' | 'withdraw';

/**
 * Deposit: creating -> sending -> receipt -> crediting -> done.
 * Withdrawal: applying -> claiming -> receipt -> crediting -> done.
 * Any step may end in 'failed'.
 */
export type OperationStep =
  | 'creating'
  | 'applying'
  | 'sending'
  | 'claiming'
  | 'receipt'
  | 'crediting'
  | 'done'
  | 'failed';

export const STEPS: Record<OperationKind, readonly OperationStep[]> = {
  deposit: ['creating', 'sending', 'receipt', 'crediting'],
  withdraw: ['applying', 'claiming', 'receipt', 'crediting'],
};

export interface Operation {
  kind: OperationKind;
  asset: Asset;
  symbol: string;
  amount: string;
  /** Withdrawals: the server's fee and what the Vault pays. */
  fee: string | null;
  net: string | null;
  step: OperationStep;
  /** The step that failed (for the progress list). */
  failedAt: OperationStep | null;
  txHash: string | null;
  confirmations: { have: number; need: number } | null;
  /** What went wrong, for people. */
  error: string | null;
  /** Picks the flow up where it stopped (null when it must start over). */
  retry: (() => Promise<void>) | null;
  /** Picked up after a reload. */
  resumed: boolean;
}

export const operationStore = createStore({ current: null as Operation | null });

export const isRunning = (op: Operation | null): boolean =>
  op !== null && op.step !== 'done' && op.step !== 'failed';

export function updateOperation(partial: Partial<Operation>): void {
  const { current } = operationStore.get();
  if (current) operationStore.set({ current: { ...current, ...partial } });
}

export function beginOperation(
  op: Pick<Operation, 'kind' | 'asset' | 'symbol' | 'amount' | 'step'> & Partial<Operation>,
): void {
  operationStore.set({
    current: {
      fee: null,
      net: null,
      failedAt: null,
      txHash: null,
      confirmations: null,
      error: null,
      retry: null,
      resumed: false,
      ...op,
    },
  });
}

/** The sheet's Close/Done: forget a finished operation. A running one cannot be dismissed. */
export function dismissOperation(): void {
  if (!isRunning(operationStore.get().current)) operationStore.set({ current: null });
}
