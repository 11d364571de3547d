import type {
  InsuranceBuyBody,
  InsurancePolicy,
  insuranceBuyRoute,
} from '@xbond/shared/api/insurance';
import { api } from '@/lib/api-client';

export const BUY_INSURANCE_URL: (typeof insuranceBuyRoute)['url'] = '/api/v2/insurance/buy';

/** Insures an order: the premium moves from available to the insurance pool. */
export const buyInsurance = (body: InsuranceBuyBody, idempotencyKey: string) =>
  api.post<InsurancePolicy>(BUY_INSURANCE_URL, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
