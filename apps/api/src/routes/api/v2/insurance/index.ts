import {
  insuranceBuyRoute,
  insuranceDetailRoute,
  insurancePoolRoute,
  insuranceQuoteRoute,
  insuranceSummaryRoute,
} from '@xbond/shared/api/insurance';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#src/app-deps';
import { AppError } from '#src/errors';
import { buyInsurance } from '#src/insurance/buy';
import { findPolicy } from '#src/insurance/policies';
import { insurancePool, insuranceSummary } from '#src/insurance/pool';
import { quoteInsurance } from '#src/insurance/quote';
import { policyView } from '#src/insurance/view';
import { keyedPost, publicGet, userGet } from '#src/routes/user-routes';
import { requireSession } from '#src/session/auth';

/**
 * Insurance on regular pledges: docs/insurance.md. The pool's summary is public
 * (docs/api.md); quotes, purchases and policies are a user's own.
 */
export async function insuranceRoutes(
  app: FastifyInstance,
  { insurance, sessions, publicReads }: AppDeps,
) {
  const session = requireSession(sessions);

  publicGet(app, insuranceSummaryRoute, null, () =>
    publicReads.get('insurance/summary', () => insuranceSummary(insurance)),
  );
  userGet(app, insuranceQuoteRoute, session, (userId, query) =>
    quoteInsurance(insurance, userId, query),
  );
  keyedPost(app, insuranceBuyRoute, session, (userId, body, key) =>
    buyInsurance(insurance, userId, body, key),
  );
  userGet(app, insurancePoolRoute, session, (userId, query) =>
    insurancePool(insurance, userId, query),
  );
  userGet(app, insuranceDetailRoute, session, async (userId, { id }) => {
    const policy = await findPolicy(insurance.pledge.money.db, id, userId);
    if (!policy) throw new AppError('insuranceNotFound');
    return policyView(insurance, policy);
  });
}
