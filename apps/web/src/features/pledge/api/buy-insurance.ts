import type {
  InsuranceBuyBody,
  InsurancePolicy,
  insuranceBuyRoute,
} from '@xbond/shared/api/insurance';
import { keyedCall } from '@/lib/api-client';

export const BUY_INSURANCE_URL: (typeof insuranceBuyRoute)['url'] = '/api/v2/insurance/buy';

/** Insures an order: the premium moves from available to the insurance pool. */
export const buyInsurance = keyedCall<InsuranceBuyBody, InsurancePolicy>(BUY_INSURANCE_URL);
