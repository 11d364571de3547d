import { SWAP_TEST_IDS } from '../test-ids';

/** The confirm sheet's test ids on the swap screens. */
export const CONFIRM_IDS = {
  sheet: SWAP_TEST_IDS.confirmSheet,
  confirm: SWAP_TEST_IDS.confirm,
  cancel: SWAP_TEST_IDS.confirmCancel,
};
