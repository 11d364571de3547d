import { Skeleton } from '@/components/ui/Skeleton/Skeleton';
import { INSURANCE_TEST_IDS } from '../test-ids';

/** The screen's shape while its figures load. */
export function InsuranceSkeleton() {
  return (
    <Skeleton
      className="stack"
      cards={{ className: 'stack', count: 2 }}
      bars={['line', 'figure', 'line']}
      testId={INSURANCE_TEST_IDS.skeleton}
    />
  );
}
