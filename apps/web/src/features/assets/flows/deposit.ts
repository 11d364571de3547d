/**
 * Deposit (docs/ledger.md): amount -> `POST /recharge/create` -> the wallet transfers the
 * order's amount of its token to the Vault (the spec's transfer helper) -> receipt ->
 * `POST /recharge/callback`, asked again every few seconds while 'confirming' -> credited ->
 * balances read again. The order and then the tx hash are kept in sessionStorage, so a reload
 * resumes with the callback instead of losing the report (the chain watcher would credit it
 * anyway, later).
 */
import type { DepositOrder } from '@xbond/shared/api/deposit';
import type { Asset } from '@xbond/shared/assets';
import { createDeposit } from '../api/create-deposit';
import { depositCallback } from '../api/deposit-callback';
import { TxFailedError } from './errors';
import { type InFlight, saveInFlight } from './in-flight';
import { beginOperation, isRunning, operationStore, updateOperation } from './operation-store';
import { flowTiming, guarded, isTxHash, sleep, succeed, walletHelpers } from './run';

export interface DepositInput {
  address: string;
  asset: Asset;
  symbol: string;
  /** Normalized decimal string ('12.5'). */
  amount: string;
}

const busy = () => isRunning(operationStore.get().current);

/**
 * Where a failed deposit goes on: no order yet -> start over; a transfer sent -> its receipt
 * and callback again (never a second transfer); a reverted or unsent transfer -> send it.
 */
function retryFor(error: unknown, order: DepositOrder | null, input: DepositInput) {
  const txHash = operationStore.get().current?.txHash;
  if (!order) return () => startDeposit(input);
  if (txHash && !(error instanceof TxFailedError))
    return () => retrySettle(order.id, txHash, input);
  return () => continueDeposit({ ...order, txHash: null }, input);
}

/** The deposit form's submit. */
export async function startDeposit(input: DepositInput): Promise<void> {
  if (busy()) return;
  beginOperation({ kind: 'deposit', ...input, step: 'creating' });
  let order: DepositOrder | null = null;
  await guarded(
    async () => {
      order = await createDeposit({ asset: input.asset, amount: input.amount });
      await sendTransfer(order, input);
    },
    (error) => retryFor(error, order, input),
  );
}

/**
 * A pending order (the list after a reload, or a retry): an open one needs its transfer
 * sent, one that has a transaction needs the callback.
 */
export async function continueDeposit(
  order: DepositOrder,
  who: { address: string; symbol: string },
  resumed = false,
): Promise<void> {
  if (busy()) return;
  const input: DepositInput = {
    address: who.address,
    symbol: who.symbol,
    asset: order.asset,
    amount: order.amount,
  };
  const txHash = order.txHash;
  beginOperation({
    kind: 'deposit',
    ...input,
    step: txHash ? 'receipt' : 'sending',
    txHash,
    resumed,
  });
  await guarded(
    () => (txHash ? settleSteps(order.id, txHash, input.address) : sendTransfer(order, input)),
    (error) => retryFor(error, order, input),
  );
}

/** After a reload: the transfer kept in sessionStorage was sent; make its callback. */
export async function resumeDeposit(record: InFlight & { txHash: string }): Promise<void> {
  if (busy()) return;
  const { address, asset, symbol, amount, txHash } = record;
  const input = { address, asset, symbol, amount };
  beginOperation({ kind: 'deposit', ...input, step: 'receipt', txHash, resumed: true });
  await guarded(
    () => settleSteps(record.id, txHash, address),
    (error) =>
      error instanceof TxFailedError ? null : () => retrySettle(record.id, txHash, input),
  );
}

async function retrySettle(orderId: string, txHash: string, input: DepositInput) {
  if (busy()) return;
  updateOperation({ step: 'receipt', failedAt: null, error: null, retry: null });
  await guarded(
    () => settleSteps(orderId, txHash, input.address),
    (error) => (error instanceof TxFailedError ? null : () => retrySettle(orderId, txHash, input)),
  );
}

async function sendTransfer(order: DepositOrder, input: DepositInput): Promise<void> {
  const record: InFlight = {
    kind: 'deposit',
    address: input.address,
    id: order.id,
    asset: order.asset,
    symbol: input.symbol,
    amount: order.amount,
    txHash: null,
  };
  saveInFlight(record);
  updateOperation({ step: 'sending' });
  const { transferToken } = await walletHelpers();
  const txHash = await transferToken({
    contractAddress: order.contractAddress,
    recipientAddress: order.recipientAddress,
    amount: order.amount,
    decimals: order.decimals,
    senderAddress: input.address,
  });
  saveInFlight({ ...record, txHash });
  await settleSteps(order.id, txHash, input.address);
}

/** From the sent transfer on: receipt, then the callback until credited. */
async function settleSteps(orderId: string, txHash: string, address: string): Promise<void> {
  updateOperation({ step: 'receipt', txHash });
  if (!isTxHash(txHash)) throw new TypeError(`Invalid transaction hash: ${txHash}`);
  const { waitForReceipt } = await walletHelpers();
  const { success } = await waitForReceipt(txHash, undefined, flowTiming.receiptPollMs);
  if (!success) {
    saveInFlight(null); // a reverted transfer moved nothing: nothing to resume
    throw new TxFailedError(txHash);
  }
  updateOperation({ step: 'crediting' });
  for (;;) {
    const result = await depositCallback({ id: orderId, txHash });
    if (result.status === 'credited') break;
    updateOperation({
      confirmations: { have: result.confirmations, need: result.requiredConfirmations },
    });
    await sleep(flowTiming.callbackPollMs);
  }
  await succeed('deposit', address);
}
