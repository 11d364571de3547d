import { Skeleton } from '@/components/ui/Skeleton/Skeleton';
import { TEAM_TEST_IDS } from '../test-ids';

/** A team screen's shape while its figures load. */
export function TeamSkeleton() {
  return (
    <Skeleton
      className="stack stack--page"
      cards={{ className: 'stack', count: 3 }}
      bars={['title', 'figure', 'line']}
      testId={TEAM_TEST_IDS.skeleton}
    />
  );
}
