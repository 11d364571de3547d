import { ScreenSkeleton } from '@/components/ui/Skeleton/Skeleton';
import { BOND_KIT_TEST_IDS } from './test-ids';

/** A bond screen's shape while its figures load. */
export function BondSkeleton() {
  return <ScreenSkeleton testId={BOND_KIT_TEST_IDS.skeleton} />;
}
