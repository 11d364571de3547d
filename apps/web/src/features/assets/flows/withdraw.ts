/**
 * Withdrawal (docs/ledger.md): amount -> `POST /withdraw/apply` with an Idempotency-Key
 * (one per attempt, kept until the server answers, so a retry is the same withdrawal) -> the
 * signed voucher -> the wallet sends `Vault.claim(voucher, signature)` -> receipt ->
 * `POST /withdraw/callback` until 'completed' -> balances read again. The claim's tx hash is
 * kept in sessionStorage so a reload resumes with the callback; an unclaimed voucher stays in
 * `pendingWithdrawals` and can be claimed later (until its deadline, then it is refunded).
 * A voucher past its deadline by server time is never sent to the wallet.
 */
import type { Withdrawal } from '@xbond/shared/api/withdrawal';
import type { Asset } from '@xbond/shared/assets';
import { ApiError } from '@/lib/api-client';
import { serverNow } from '@/lib/server-clock';
import { applyWithdrawal } from '../api/apply-withdrawal';
import { withdrawCallback } from '../api/withdraw-callback';
import { isVoucherExpired } from '../voucher';
import { TxFailedError, VoucherExpiredError } from './errors';
import { type InFlight, saveInFlight, saveWithdrawAttempt, withdrawAttemptKey } from './in-flight';
import { beginOperation, isRunning, operationStore, updateOperation } from './operation-store';
import { refreshBalances } from './refresh';
import { flowTiming, guarded, isTxHash, sleep, succeed, walletHelpers } from './run';

export interface WithdrawInput {
  address: string;
  asset: Asset;
  symbol: string;
  /** Normalized decimal string ('12.5'). */
  amount: string;
}

const busy = () => isRunning(operationStore.get().current);

/** The withdraw form's submit (and its retry, with the same key while unanswered). */
export async function startWithdraw(input: WithdrawInput): Promise<void> {
  if (busy()) return;
  beginOperation({ kind: 'withdraw', ...input, step: 'applying' });
  let withdrawal: Withdrawal | null = null;
  await guarded(
    async () => {
      const key = withdrawAttemptKey(input.address, input.asset, input.amount);
      try {
        withdrawal = await applyWithdrawal({ asset: input.asset, amount: input.amount }, key);
      } catch (error) {
        // A refusal is an answer: the next attempt is a new one. A lost answer keeps the key.
        if (error instanceof ApiError) saveWithdrawAttempt(null);
        throw error;
      }
      saveWithdrawAttempt(null);
      const applied = withdrawal;
      updateOperation({ fee: applied.fee, net: applied.netAmount, amount: applied.amount });
      // The amount is reserved now: show it moved to 'pending withdrawal' at once.
      void refreshBalances(input.address);
      await claim(applied, input);
    },
    (error) => retryFor(error, withdrawal, input),
  );
}

/** An unclaimed voucher (the pending list after a reload, or a retry): claim it. */
export async function continueWithdraw(
  withdrawal: Withdrawal,
  who: { address: string; symbol: string },
  resumed = false,
): Promise<void> {
  if (busy()) return;
  const input = { ...who, asset: withdrawal.asset, amount: withdrawal.amount };
  beginOperation({
    kind: 'withdraw',
    ...input,
    fee: withdrawal.fee,
    net: withdrawal.netAmount,
    step: 'claiming',
    resumed,
  });
  await guarded(
    () => claim(withdrawal, input),
    (error) => retryFor(error, withdrawal, input),
  );
}

/** After a reload: the claim kept in sessionStorage was sent; make its callback. */
export async function resumeWithdraw(
  record: InFlight & { txHash: string },
  withdrawal: Withdrawal | null,
): Promise<void> {
  if (busy()) return;
  const { address, asset, symbol, amount, txHash } = record;
  const input = { address, asset, symbol, amount };
  beginOperation({
    kind: 'withdraw',
    ...input,
    fee: withdrawal?.fee ?? null,
    net: withdrawal?.netAmount ?? null,
    step: 'receipt',
    txHash,
    resumed: true,
  });
  await guarded(
    () => settleSteps(record.id, txHash, address),
    (error) => (withdrawal ? retryFor(error, withdrawal, input) : null),
  );
}

/**
 * Where a failed withdrawal goes on: not applied -> apply again (same key); a claim sent ->
 * its receipt and callback again; a voucher not (successfully) claimed -> claim it; an
 * expired voucher nowhere (the server refunds it).
 */
function retryFor(error: unknown, withdrawal: Withdrawal | null, input: WithdrawInput) {
  if (!withdrawal) return () => startWithdraw(input);
  if (error instanceof VoucherExpiredError) return null;
  const txHash = operationStore.get().current?.txHash;
  if (txHash && !(error instanceof TxFailedError)) {
    return async () => {
      if (busy()) return;
      updateOperation({ step: 'receipt', failedAt: null, error: null, retry: null });
      await guarded(
        () => settleSteps(withdrawal.id, txHash, input.address),
        (next) => retryFor(next, withdrawal, input),
      );
    };
  }
  return () => continueWithdraw(withdrawal, input);
}

async function claim(withdrawal: Withdrawal, input: WithdrawInput): Promise<void> {
  const record: InFlight = {
    kind: 'withdraw',
    address: input.address,
    id: withdrawal.id,
    asset: withdrawal.asset,
    symbol: input.symbol,
    amount: withdrawal.amount,
    txHash: null,
  };
  updateOperation({ step: 'claiming', txHash: null });
  if (isVoucherExpired(withdrawal, serverNow())) {
    // The list shows it refunded (or about to be) once the balances are read again.
    void refreshBalances(input.address);
    throw new VoucherExpiredError(withdrawal.id);
  }
  const { claimVoucher } = await import('../wallet/claim');
  const txHash = await claimVoucher(withdrawal, input.address);
  saveInFlight({ ...record, txHash });
  await settleSteps(withdrawal.id, txHash, input.address);
}

async function settleSteps(id: string, txHash: string, address: string): Promise<void> {
  updateOperation({ step: 'receipt', txHash });
  if (!isTxHash(txHash)) throw new TypeError(`Invalid transaction hash: ${txHash}`);
  const { waitForReceipt } = await walletHelpers();
  const { success } = await waitForReceipt(txHash, undefined, flowTiming.receiptPollMs);
  if (!success) {
    saveInFlight(null); // the voucher is still unclaimed: it stays in the pending list
    throw new TxFailedError(txHash);
  }
  updateOperation({ step: 'crediting' });
  for (;;) {
    const result = await withdrawCallback({ id, txHash });
    if (result.status === 'completed') break;
    updateOperation({
      confirmations: { have: result.confirmations, need: result.requiredConfirmations },
    });
    await sleep(flowTiming.callbackPollMs);
  }
  await succeed('withdraw', address);
}
