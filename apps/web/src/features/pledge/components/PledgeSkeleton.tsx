import { Skeleton } from '@/components/ui/Skeleton/Skeleton';
import { PLEDGE_TEST_IDS } from '../test-ids';

/** The staking screen's shape while its figures load. */
export function PledgeSkeleton() {
  return (
    <Skeleton
      className="stack stack--page"
      cards={{ className: 'stack', count: 2 }}
      bars={['title', 'figure', 'line', 'button']}
      lead="button"
      testId={PLEDGE_TEST_IDS.skeleton}
    />
  );
}
