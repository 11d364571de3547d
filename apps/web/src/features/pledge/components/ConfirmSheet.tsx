import {
  type ConfirmSheetProps,
  ConfirmSheet as SharedConfirmSheet,
} from '@/components/ui/ConfirmSheet/ConfirmSheet';
import { PLEDGE_TEST_IDS } from '@/testing/pledge-test-ids';

const IDS = {
  sheet: PLEDGE_TEST_IDS.confirmSheet,
  confirm: PLEDGE_TEST_IDS.confirm,
  cancel: PLEDGE_TEST_IDS.confirmCancel,
};

/** The shared confirm sheet with the staking and bond screens' test ids. */
export function ConfirmSheet(props: Omit<ConfirmSheetProps, 'testIds'>) {
  return <SharedConfirmSheet {...props} testIds={IDS} />;
}
