import {
  insuranceBuyRoute,
  insuranceDetailRoute,
  insurancePoolRoute,
  insuranceQuoteRoute,
  insuranceSummaryRoute,
} from '@xbond/shared/api/insurance';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../app-deps';
import { AppError } from '../../../../errors';
import { buyInsurance } from '../../../../insurance/buy';
import { findPolicy } from '../../../../insurance/policies';
import { insurancePool, insuranceSummary } from '../../../../insurance/pool';
import { quoteInsurance } from '../../../../insurance/quote';
import { policyView } from '../../../../insurance/view';
import { requireSession, sessionUserId } from '../../../../plugins/auth';
import { ok } from '../../../../plugins/envelope';
import type { SharedTypeProvider } from '../../../../type-provider';

/**
 * Insurance on regular pledges: business-rules 5, docs/insurance.md. The pool's summary is
 * public (docs/api.md); quotes, purchases and policies are a user's own.
 */
export async function insuranceRoutes(
  app: FastifyInstance,
  { insurance, sessions, publicReads }: AppDeps,
) {
  const r = app.withTypeProvider<SharedTypeProvider>();
  const preHandler = requireSession(sessions);

  r.get(
    insuranceSummaryRoute.url,
    { schema: { response: { 200: insuranceSummaryRoute.response } } },
    async () => ok(await publicReads.get('insurance/summary', () => insuranceSummary(insurance))),
  );

  r.get(
    insuranceQuoteRoute.url,
    {
      schema: {
        querystring: insuranceQuoteRoute.querystring,
        response: { 200: insuranceQuoteRoute.response },
      },
      preHandler,
    },
    async (request) => ok(await quoteInsurance(insurance, sessionUserId(request), request.query)),
  );

  r.post(
    insuranceBuyRoute.url,
    {
      schema: {
        headers: insuranceBuyRoute.headers,
        body: insuranceBuyRoute.body,
        response: { 200: insuranceBuyRoute.response },
      },
      preHandler,
    },
    async (request) =>
      ok(
        await buyInsurance(
          insurance,
          sessionUserId(request),
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );

  r.get(
    insurancePoolRoute.url,
    {
      schema: {
        querystring: insurancePoolRoute.querystring,
        response: { 200: insurancePoolRoute.response },
      },
      preHandler,
    },
    async (request) => ok(await insurancePool(insurance, sessionUserId(request), request.query)),
  );

  r.get(
    insuranceDetailRoute.url,
    {
      schema: {
        querystring: insuranceDetailRoute.querystring,
        response: { 200: insuranceDetailRoute.response },
      },
      preHandler,
    },
    async (request) => {
      const userId = sessionUserId(request);
      const policy = await findPolicy(insurance.pledge.money.db, request.query.id, userId);
      if (!policy) throw new AppError('insuranceNotFound');
      return ok(await policyView(insurance, policy));
    },
  );
}
