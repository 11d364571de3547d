import { ScreenSkeleton } from '@/components/ui/Skeleton/Skeleton';
import { PLEDGE_TEST_IDS } from '../test-ids';

/** The staking screen's shape while its figures load: its tab row, then the cards. */
export function PledgeSkeleton() {
  return <ScreenSkeleton lead="button" testId={PLEDGE_TEST_IDS.skeleton} />;
}
