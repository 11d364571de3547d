import { ConfirmSheet, type ConfirmSheetProps } from '@/components/ui/ConfirmSheet/ConfirmSheet';
import { TEAM_TEST_IDS } from '../test-ids';

const TEST_IDS = {
  sheet: TEAM_TEST_IDS.confirmSheet,
  confirm: TEAM_TEST_IDS.confirm,
  cancel: TEAM_TEST_IDS.confirmCancel,
};

/** The last look before bonus or tokens move: the shared confirm sheet with the team's ids. */
export function TeamConfirm(props: Omit<ConfirmSheetProps, 'testIds'>) {
  return <ConfirmSheet {...props} testIds={TEST_IDS} />;
}
