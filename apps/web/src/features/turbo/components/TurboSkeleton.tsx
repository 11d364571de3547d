import { ScreenSkeleton } from '@/components/ui/Skeleton/Skeleton';
import { TURBO_TEST_IDS as T } from '../test-ids';

/** The turbine screen's shape while its figures load. */
export function TurboSkeleton() {
  return <ScreenSkeleton testId={T.skeleton} />;
}
