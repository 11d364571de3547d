/**
 * After a reload (spec: "a deposit or withdrawal in progress resumes"): a transaction the
 * wallet sent but the server has not heard of (sessionStorage) is reported; else the newest
 * deposit the server has as 'confirming' is followed to its credit. Nothing that needs the
 * wallet starts by itself: open orders and unclaimed vouchers wait in the pending list for
 * the user's tap.
 */
import type { WalletInfo } from '@xbond/shared/api/user';
import type { Asset } from '@xbond/shared/assets';
import { sameAddress } from '@/features/wallet/provider';
import { continueDeposit, resumeDeposit } from './deposit';
import { loadInFlight, saveInFlight } from './in-flight';
import { isRunning, operationStore } from './operation-store';
import { resumeWithdraw } from './withdraw';

let resumedFor: string | null = null;

/** Once per page load and address. */
export function resumeOperations(
  address: string,
  info: Pick<WalletInfo, 'pendingDeposits' | 'pendingWithdrawals'>,
  symbolOf: (asset: Asset) => string,
): void {
  if (resumedFor === address.toLowerCase()) return;
  resumedFor = address.toLowerCase();
  if (isRunning(operationStore.get().current)) return;

  const record = loadInFlight();
  if (record && !sameAddress(record.address, address)) saveInFlight(null);
  else if (record?.txHash) {
    const sent = { ...record, txHash: record.txHash };
    if (record.kind === 'deposit') void resumeDeposit(sent);
    else {
      const withdrawal = info.pendingWithdrawals.find((w) => w.id === record.id) ?? null;
      void resumeWithdraw(sent, withdrawal);
    }
    return;
  }
  const confirming = info.pendingDeposits.find((o) => o.status === 'confirming' && o.txHash);
  if (confirming) {
    void continueDeposit(confirming, { address, symbol: symbolOf(confirming.asset) }, true);
  }
}

/** Tests start each page load afresh. */
export function resetResume(): void {
  resumedFor = null;
}
