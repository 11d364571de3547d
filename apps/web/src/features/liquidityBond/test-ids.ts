import { BOND_KIT_TEST_IDS } from '../../components/bond/test-ids';

/** Test ids of the liquidity bond screen (composed for the browser tests in app/test-ids.ts). */
export const LIQUIDITY_BOND_TEST_IDS = {
  ...BOND_KIT_TEST_IDS,
  closed: 'flowbond-closed',
  orderRedeem: (id: string) => `bond-order-${id}-redeem`,
  records: (scope: string) => `flowbond-records-${scope}`,
  recordsTab: (scope: string) => `flowbond-records-tab-${scope}`,
  recordsEmpty: 'flowbond-records-empty',
  recordsError: 'flowbond-records-error',
  recordsLoadMore: 'flowbond-records-load-more',
  record: (id: string) => `flowbond-record-${id}`,
} as const;
