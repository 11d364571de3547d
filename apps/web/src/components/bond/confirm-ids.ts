import { BOND_KIT_TEST_IDS } from './test-ids';

/** The confirm sheet's test ids on the bond screens. */
export const CONFIRM_IDS = {
  sheet: BOND_KIT_TEST_IDS.confirmSheet,
  confirm: BOND_KIT_TEST_IDS.confirm,
  cancel: BOND_KIT_TEST_IDS.confirmCancel,
};
