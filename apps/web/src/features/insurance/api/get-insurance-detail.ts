import { useQuery } from '@tanstack/react-query';
import type { InsurancePolicy, insuranceDetailRoute } from '@xbond/shared/api/insurance';
import { ApiError, api } from '@/lib/api-client';

export const INSURANCE_DETAIL_URL: (typeof insuranceDetailRoute)['url'] =
  '/api/v2/insurance/detail';

export const getInsuranceDetail = (id: string) =>
  api.get<InsurancePolicy>(INSURANCE_DETAIL_URL, { params: { id } });

/** One of the user's policies; read again with the pool after a day moves it to maturity. */
export const useInsuranceDetail = (address: string, id: string) =>
  useQuery({
    queryKey: ['insurance_pool', address.toLowerCase(), 'policy', id] as const,
    queryFn: () => getInsuranceDetail(id),
    // A refusal (not the user's policy, no such id) says the same again: asked once.
    retry: (failures, error) => !(error instanceof ApiError) && failures < 1,
  });
