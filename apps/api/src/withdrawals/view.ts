import { getAddress } from 'viem';
import type { AssetBook } from '../ledger/assets';
import type { Withdrawal } from './repository';

/**
 * A withdrawal as the API shows it. `voucher` holds exactly what Vault.claim takes (base
 * units as decimal integer strings), so a client can resume a claim after a reload.
 */
export function withdrawalView(book: AssetBook, chainId: number, w: Withdrawal) {
  return {
    id: w.id,
    asset: w.asset,
    amount: book.format(w.asset, w.amount),
    fee: book.format(w.asset, w.fee),
    netAmount: book.format(w.asset, w.net),
    status: w.status,
    deadline: new Date(Number(w.deadline) * 1000).toISOString(),
    txHash: w.txHash,
    createdAt: w.createdAt.toISOString(),
    voucher: {
      user: getAddress(w.recipient),
      token: getAddress(w.token),
      amount: w.net.toString(),
      nonce: w.id,
      deadline: Number(w.deadline),
    },
    signature: w.signature,
    vault: book.custody,
    chainId,
  };
}
export type WithdrawalView = ReturnType<typeof withdrawalView>;
