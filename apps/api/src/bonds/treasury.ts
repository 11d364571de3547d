import type { Asset } from '@xbond/shared/assets';
import { AppError } from '../errors';
import { type AccountRef, systemAccount } from '../ledger/accounts';
import type { LedgerTx } from '../ledger/ledger';

/**
 * Moves what a bond is sold from the treasury's inventory (the X a bond owes) to `to`, in the
 * bond's operation. A treasury that cannot cover it is `bondTreasuryShort`, not the buyer's
 * insufficient balance: X is never made from nothing (docs/ledger.md, "Principles").
 */
export async function payFromTreasury(
  tx: LedgerTx,
  operationId: string,
  asset: Asset,
  amount: bigint,
  to: AccountRef,
): Promise<void> {
  try {
    await tx.post(operationId, [
      { account: systemAccount('treasury', asset), amount: -amount },
      { account: to, amount },
    ]);
  } catch (error) {
    if (error instanceof AppError && error.error === 'insufficientBalance') {
      throw new AppError('bondTreasuryShort');
    }
    throw error;
  }
}
