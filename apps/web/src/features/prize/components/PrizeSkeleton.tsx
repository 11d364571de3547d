import { PRIZE_TEST_IDS as P } from '@/testing/prize-test-ids';

/** The pool card's shape while the period loads. */
export function PrizeSkeleton() {
  return (
    <div className="card prize-card" aria-busy="true" data-testid={P.skeleton}>
      <span className="skeleton skeleton--title" />
      <span className="skeleton skeleton--figure" />
      <span className="skeleton skeleton--line" />
    </div>
  );
}
