import { Skeleton } from '@/components/ui/Skeleton/Skeleton';
import { PRIZE_TEST_IDS as P } from '@/testing/prize-test-ids';

/** The pool card's shape while the period loads. */
export function PrizeSkeleton() {
  return (
    <Skeleton className="card prize-card" bars={['title', 'figure', 'line']} testId={P.skeleton} />
  );
}
