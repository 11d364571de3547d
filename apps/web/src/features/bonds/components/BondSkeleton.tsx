import { BOND_TEST_IDS } from '@/testing/bond-test-ids';

/** A bond screen's shape while its figures load. */
export function BondSkeleton() {
  return (
    <div className="pledge" aria-busy="true" data-testid={BOND_TEST_IDS.skeleton}>
      {[0, 1].map((i) => (
        <div key={i} className="card pledge-card">
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--figure" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--button" />
        </div>
      ))}
    </div>
  );
}
