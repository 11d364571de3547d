import { walletRoute } from '@xbond/shared/api/user';
import type { FastifyInstance } from 'fastify';
import { toAddress } from '../../../../address';
import type { AppDeps } from '../../../../app-deps';
import { listPendingOrders } from '../../../../deposits/orders';
import { orderView } from '../../../../deposits/view';
import { AppError } from '../../../../errors';
import { userBalances } from '../../../../ledger/balances';
import { requireSession } from '../../../../plugins/auth';
import { ok } from '../../../../plugins/envelope';
import { findReferrerAddress, findUserById } from '../../../../repositories/users';
import type { SharedTypeProvider } from '../../../../type-provider';
import { listPendingWithdrawals } from '../../../../withdrawals/repository';
import { withdrawalView } from '../../../../withdrawals/view';

/** The signed-in user's own data. */
export async function userRoutes(app: FastifyInstance, { db, tokens, money }: AppDeps) {
  const r = app.withTypeProvider<SharedTypeProvider>();

  r.get(
    walletRoute.url,
    { schema: { response: { 200: walletRoute.response } }, preHandler: requireSession(db) },
    async (request) => {
      const user = request.session && (await findUserById(db, request.session.userId));
      if (!user) throw new AppError('unauthorized');
      const [referrer, balances, deposits, withdrawals] = await Promise.all([
        findReferrerAddress(db, user.id),
        userBalances(db, user.id),
        listPendingOrders(db, user.id),
        listPendingWithdrawals(db, user.id),
      ]);
      return ok({
        address: toAddress(user.address),
        inviteCode: user.inviteCode,
        referrer: referrer ? toAddress(referrer) : null,
        balances: tokens.tokens.map((t) => {
          const b = balances.get(t.asset);
          return {
            asset: t.asset,
            symbol: t.symbol,
            decimals: t.decimals,
            available: money.book.format(t.asset, b?.available ?? 0n),
            pendingWithdrawal: money.book.format(t.asset, b?.pendingWithdrawal ?? 0n),
          };
        }),
        pendingDeposits: deposits.map((o) => orderView(money.book, o)),
        pendingWithdrawals: withdrawals.map((w) => withdrawalView(money.book, money.chainId, w)),
      });
    },
  );
}
