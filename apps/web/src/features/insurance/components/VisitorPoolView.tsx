import { Figures } from '@/components/ui/Figures/Figures';
import { LoadError } from '@/components/ui/ListStates/ListStates';
import { ConnectYours } from '@/features/session/components/ConnectYours';
import { useSession } from '@/features/session/store';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useInsuranceSummary } from '../api/get-insurance-pool';
import { INSURANCE_TEST_IDS } from '../test-ids';
import { InsuranceSkeleton } from './InsuranceSkeleton';
import { PoolAssets } from './PoolAssets';

/** A visitor's insurance pool: the terms, the pool per currency; their policies ask to connect. */
export function VisitorPoolView() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const terms = useSession((s) => s.systemInfo?.insurance);
  const summary = useInsuranceSummary();
  if (summary.isError) {
    return (
      <LoadError
        message={t('insurance.loadFailed')}
        onRetry={() => void summary.refetch()}
        testId={INSURANCE_TEST_IDS.error}
      />
    );
  }
  if (summary.isPending || !terms) return <InsuranceSkeleton />;
  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="insurance-terms-title">
        <h2 id="insurance-terms-title" className="insurance-view__title">
          {t('visitor.insuranceTerms')}
        </h2>
        <Figures
          items={[
            {
              label: t('visitor.premium'),
              value: fmt.percent(terms.premiumBps),
              testId: 'insurance-term-premium',
            },
            {
              label: t('visitor.minReturn'),
              value: fmt.percent(terms.minReturnBps),
              testId: 'insurance-term-min-return',
            },
          ]}
        />
      </section>
      <PoolAssets pool={summary.data} />
      <ConnectYours testIds={INSURANCE_TEST_IDS} />
    </div>
  );
}
