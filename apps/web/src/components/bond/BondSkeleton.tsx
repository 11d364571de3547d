import { Skeleton } from '@/components/ui/Skeleton/Skeleton';
import { BOND_TEST_IDS } from '@/testing/bond-test-ids';

/** A bond screen's shape while its figures load. */
export function BondSkeleton() {
  return (
    <Skeleton
      className="screen"
      cards={{ className: 'screen-card', count: 2 }}
      bars={['title', 'figure', 'line', 'button']}
      testId={BOND_TEST_IDS.skeleton}
    />
  );
}
