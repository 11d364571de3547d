import { SWAP_TEST_IDS } from '@/testing/swap-test-ids';

/** The swap form's shape while the balances and settings load. */
export function SwapSkeleton() {
  return (
    <div className="swap" aria-busy="true" data-testid={SWAP_TEST_IDS.skeleton}>
      <div className="card swap-form">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--figure" />
        <span className="skeleton skeleton--figure" />
        <span className="skeleton skeleton--figure" />
        <span className="skeleton skeleton--button" />
      </div>
    </div>
  );
}
