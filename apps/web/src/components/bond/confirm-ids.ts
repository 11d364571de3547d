import { BOND_TEST_IDS } from '@/testing/bond-test-ids';

/** The confirm sheet's test ids on the bond screens. */
export const CONFIRM_IDS = {
  sheet: BOND_TEST_IDS.confirmSheet,
  confirm: BOND_TEST_IDS.confirm,
  cancel: BOND_TEST_IDS.confirmCancel,
};
