import { Skeleton } from '@/components/ui/Skeleton/Skeleton';
import { BOND_KIT_TEST_IDS } from './test-ids';

/** A bond screen's shape while its figures load. */
export function BondSkeleton() {
  return (
    <Skeleton
      className="stack stack--page"
      cards={{ className: 'stack', count: 2 }}
      bars={['title', 'figure', 'line', 'button']}
      testId={BOND_KIT_TEST_IDS.skeleton}
    />
  );
}
