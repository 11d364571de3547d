import { walletRoute } from '@xbond/shared/api/user';
import type { FastifyInstance } from 'fastify';
import { toAddress } from '../../../../address';
import type { AppDeps } from '../../../../app-deps';
import { AppError } from '../../../../errors';
import { requireSession } from '../../../../plugins/auth';
import { ok } from '../../../../plugins/envelope';
import { findReferrerAddress, findUserById } from '../../../../repositories/users';
import type { SharedTypeProvider } from '../../../../type-provider';

/** The signed-in user's own data. */
export async function userRoutes(app: FastifyInstance, { db, tokens }: AppDeps) {
  const r = app.withTypeProvider<SharedTypeProvider>();

  r.get(
    walletRoute.url,
    { schema: { response: { 200: walletRoute.response } }, preHandler: requireSession(db) },
    async (request) => {
      const user = request.session && (await findUserById(db, request.session.userId));
      if (!user) throw new AppError('unauthorized');
      const referrer = await findReferrerAddress(db, user.id);
      return ok({
        address: toAddress(user.address),
        inviteCode: user.inviteCode,
        referrer: referrer ? toAddress(referrer) : null,
        // The ledger arrives with deposits (a later issue); until then every balance is zero.
        balances: tokens.tokens.map((t) => ({
          asset: t.asset,
          symbol: t.symbol,
          decimals: t.decimals,
          available: '0',
        })),
      });
    },
  );
}
