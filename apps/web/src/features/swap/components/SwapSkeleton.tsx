import { Skeleton } from '@/components/ui/Skeleton/Skeleton';
import { SWAP_TEST_IDS } from '../test-ids';

/** The swap form's shape while the balances and settings load. */
export function SwapSkeleton() {
  return (
    <Skeleton
      className="stack stack--page"
      cards={{ className: 'stack', count: 1 }}
      bars={['line', 'figure', 'figure', 'figure', 'button']}
      testId={SWAP_TEST_IDS.skeleton}
    />
  );
}
