import {
  insuranceBuyRoute,
  insuranceDetailRoute,
  insurancePoolRoute,
  insuranceQuoteRoute,
} from '@xbond/shared/api/insurance';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../app-deps';
import { AppError } from '../../../../errors';
import { buyInsurance } from '../../../../insurance/buy';
import { findPolicy } from '../../../../insurance/policies';
import { insurancePool } from '../../../../insurance/pool';
import { quoteInsurance } from '../../../../insurance/quote';
import { policyView } from '../../../../insurance/view';
import { ok } from '../../../../plugins/envelope';
import { requireSession, sessionUserId } from '../../../../session/auth';
import type { SharedTypeProvider } from '../../../../type-provider';

/** Insurance on regular pledges: business-rules 5, docs/insurance.md. */
export async function insuranceRoutes(app: FastifyInstance, { insurance, sessions }: AppDeps) {
  const r = app.withTypeProvider<SharedTypeProvider>();
  const preHandler = requireSession(sessions);

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
