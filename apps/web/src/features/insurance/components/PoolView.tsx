import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/paths';
import { INSURANCE_TEST_IDS } from '@/testing/insurance-test-ids';
import { useInsurancePool } from '../api/get-insurance-pool';
import { InsuranceSkeleton } from './InsuranceSkeleton';
import { LoadError } from './LoadError';
import { PolicyCard } from './PolicyCard';
import { PoolAssets } from './PoolAssets';

/** The insurance pool's figures and the signed-in user's policies, paged. */
export function PoolView({ address }: { address: string }) {
  const { t } = useTranslation();
  const query = useInsurancePool(address);
  if (query.isPending) return <InsuranceSkeleton />;
  if (query.isError) {
    return <LoadError message={t('insurance.loadFailed')} onRetry={() => void query.refetch()} />;
  }
  const [first] = query.data.pages;
  const policies = query.data.pages.flatMap((p) => p.items);
  const total = query.data.pages.at(-1)?.total ?? 0;
  return (
    <div className="insurance-view">
      {first && <PoolAssets pool={first} />}
      <section className="insurance-view" aria-labelledby="insurance-policies-title">
        <h2 id="insurance-policies-title" className="insurance-view__title">
          {t('insurance.myPolicies')}
        </h2>
        {policies.length === 0 ? (
          <div className="card empty-state" data-testid={INSURANCE_TEST_IDS.empty}>
            <p className="empty-state__title">{t('common.noData')}</p>
            <p>{t('insurance.emptyHint')}</p>
            <Link to={`${PATHS.pledge}?tab=regular`} className="button button--primary pledge-link">
              {t('insurance.goInsure')}
            </Link>
          </div>
        ) : (
          <>
            <ul
              className="insurance-view insurance-policies"
              data-testid={INSURANCE_TEST_IDS.policies}
            >
              {policies.map((policy) => (
                <PolicyCard key={policy.id} policy={policy} />
              ))}
            </ul>
            <p className="insurance-view__count tabular">
              {t('records.count', { shown: policies.length, total })}
            </p>
            {query.hasNextPage && (
              <button
                type="button"
                className="button button--secondary button--block"
                disabled={query.isFetchingNextPage}
                data-testid={INSURANCE_TEST_IDS.loadMore}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? t('app.loading') : t('records.loadMore')}
              </button>
            )}
          </>
        )}
      </section>
    </div>
  );
}
