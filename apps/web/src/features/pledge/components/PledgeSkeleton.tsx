import { PLEDGE_TEST_IDS } from '@/testing/pledge-test-ids';

/** The staking screen's shape while its figures load. */
export function PledgeSkeleton() {
  return (
    <div className="pledge" aria-busy="true" data-testid={PLEDGE_TEST_IDS.skeleton}>
      <span className="skeleton skeleton--button" />
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
