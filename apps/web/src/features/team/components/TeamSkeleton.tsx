import { TEAM_TEST_IDS } from '@/testing/team-test-ids';

/** A team screen's shape while its figures load. */
export function TeamSkeleton() {
  return (
    <div className="team" aria-busy="true" data-testid={TEAM_TEST_IDS.skeleton}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="card team-card">
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--figure" />
          <span className="skeleton skeleton--line" />
        </div>
      ))}
    </div>
  );
}
