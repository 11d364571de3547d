import {
  withdrawApplyRoute,
  withdrawCallbackRoute,
  withdrawPendingRoute,
} from '@xbond/shared/api/withdrawal';
import type { Hash } from 'viem';
import { featureRoutes } from '#src/routes/user-routes';
import { applyWithdrawal } from '#src/withdrawals/apply';
import { withdrawCallback } from '#src/withdrawals/callback';
import { listPendingWithdrawals } from '#src/withdrawals/repository';
import { withdrawalView } from '#src/withdrawals/view';

/** Withdrawals by EIP-712 voucher: docs/ledger.md. */
export const withdrawRoutes = featureRoutes((r, { db, money }) => {
  r.keyed(withdrawApplyRoute, (userId, body, key) => applyWithdrawal(money, userId, body, key));
  r.post(withdrawCallbackRoute, (userId, { id, txHash }) =>
    withdrawCallback(money, userId, { id, txHash: txHash.toLowerCase() as Hash }),
  );
  r.get(withdrawPendingRoute, async (userId) => {
    const items = await listPendingWithdrawals(db, userId);
    return { items: items.map((w) => withdrawalView(money.book, money.chainId, w)) };
  });
});
