import { INSURANCE_TEST_IDS } from '@/testing/insurance-test-ids';

/** The screen's shape while its figures load. */
export function InsuranceSkeleton() {
  return (
    <div className="insurance-view" aria-busy="true" data-testid={INSURANCE_TEST_IDS.skeleton}>
      {[0, 1].map((i) => (
        <div key={i} className="card insurance-pool">
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--figure" />
          <span className="skeleton skeleton--line" />
        </div>
      ))}
    </div>
  );
}
