import { Skeleton } from '@/components/ui/Skeleton/Skeleton';
import { TURBO_TEST_IDS as T } from '../test-ids';

/** The turbine screen's shape while its figures load. */
export function TurboSkeleton() {
  return (
    <Skeleton
      className="stack stack--page"
      cards={{ className: 'stack', count: 2 }}
      bars={['title', 'figure', 'line', 'button']}
      testId={T.skeleton}
    />
  );
}
