import { EmptyState, PagedFooter, Unread } from '@/components/ui/ListStates/ListStates';
import { PATHS } from '@/config/paths';
import { Link } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { useInsurancePool } from '../api/get-insurance-pool';
import { INSURANCE_TEST_IDS } from '../test-ids';
import { InsuranceSkeleton } from './InsuranceSkeleton';
import { PolicyCard } from './PolicyCard';
import { PoolAssets } from './PoolAssets';

/** The insurance pool's figures and the signed-in user's policies, paged. */
export function PoolView({ address }: { address: string }) {
  const { t } = useTranslation();
  const query = useInsurancePool(address);
  if (query.isPending || query.isError) {
    return (
      <Unread
        query={query}
        skeleton={<InsuranceSkeleton />}
        message={t('insurance.loadFailed')}
        testId={INSURANCE_TEST_IDS.error}
      />
    );
  }
  const [first] = query.data.pages;
  const policies = query.data.pages.flatMap((p) => p.items);
  const total = query.data.pages.at(-1)?.total ?? 0;
  return (
    <div className="stack">
      {first && <PoolAssets pool={first} />}
      <section className="stack" aria-labelledby="insurance-policies-title">
        <h2 id="insurance-policies-title" className="insurance-view__title">
          {t('insurance.myPolicies')}
        </h2>
        {policies.length === 0 ? (
          <EmptyState
            hint={t('insurance.emptyHint')}
            action={
              <Link
                to={`${PATHS.pledge}?tab=regular`}
                className="button button--primary button-link"
              >
                {t('insurance.goInsure')}
              </Link>
            }
            testId={INSURANCE_TEST_IDS.empty}
          />
        ) : (
          <>
            <ul className="stack insurance-policies" data-testid={INSURANCE_TEST_IDS.policies}>
              {policies.map((policy) => (
                <PolicyCard key={policy.id} policy={policy} />
              ))}
            </ul>
            <PagedFooter
              shown={policies.length}
              total={total}
              query={query}
              testIds={{ loadMore: INSURANCE_TEST_IDS.loadMore }}
            />
          </>
        )}
      </section>
    </div>
  );
}
