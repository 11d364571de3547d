import {
  insuranceBuyRoute,
  insuranceDetailRoute,
  insurancePoolRoute,
  insuranceQuoteRoute,
  insuranceSummaryRoute,
} from '@xbond/shared/api/insurance';
import { AppError } from '#src/errors';
import { buyInsurance } from '#src/insurance/buy';
import { findPolicy } from '#src/insurance/policies';
import { insurancePool, insuranceSummary } from '#src/insurance/pool';
import { quoteInsurance } from '#src/insurance/quote';
import { policyView } from '#src/insurance/view';
import { featureRoutes } from '#src/routes/user-routes';

/**
 * Insurance on regular pledges: docs/insurance.md. The pool's summary is public
 * (docs/api.md); quotes, purchases and policies are a user's own.
 */
export const insuranceRoutes = featureRoutes((r, { insurance }) => {
  r.cached(insuranceSummaryRoute, 'insurance/summary', () => insuranceSummary(insurance));
  r.get(insuranceQuoteRoute, (userId, query) => quoteInsurance(insurance, userId, query));
  r.keyed(insuranceBuyRoute, (userId, body, key) => buyInsurance(insurance, userId, body, key));
  r.get(insurancePoolRoute, (userId, query) => insurancePool(insurance, userId, query));
  r.get(insuranceDetailRoute, async (userId, { id }) => {
    const policy = await findPolicy(insurance.pledge.money.db, id, userId);
    if (!policy) throw new AppError('insuranceNotFound');
    return policyView(insurance, policy);
  });
});
