import { TURBO_TEST_IDS as T } from '@/testing/turbo-test-ids';

/** The turbine screen's shape while its figures load. */
export function TurboSkeleton() {
  return (
    <div className="turbo" aria-busy="true" data-testid={T.skeleton}>
      {[0, 1].map((i) => (
        <div key={i} className="card turbo-card">
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--figure" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--button" />
        </div>
      ))}
    </div>
  );
}
