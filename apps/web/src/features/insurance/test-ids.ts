import { screenIds } from '../../components/ui/ListStates/state-ids';

/** Test ids of the insurance screens (pool, policy detail); see test-ids.ts. */
export const INSURANCE_TEST_IDS = {
  ...screenIds('insurance'),
  pool: (currency: string) => `insurance-pool-${currency}`,
  poolField: (currency: string, field: string) => `insurance-pool-${currency}-${field}`,
  inForce: 'insurance-in-force',
  empty: 'insurance-empty',
  policies: 'insurance-policies',
  policy: (id: string) => `insurance-policy-${id}`,
  policyField: (id: string, field: string) => `insurance-policy-${id}-${field}`,
  loadMore: 'insurance-load-more',
  detail: 'insurance-detail',
  detailField: (field: string) => `insurance-detail-${field}`,
  detailEmpty: 'insurance-detail-empty',
} as const;
