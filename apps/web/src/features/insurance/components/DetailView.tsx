import { Unread } from '@/components/ui/ListStates/ListStates';
import { useTranslation } from '@/lib/use-translation';
import { useInsuranceDetail } from '../api/get-insurance-detail';
import { INSURANCE_TEST_IDS } from '../test-ids';
import { InsuranceSkeleton } from './InsuranceSkeleton';
import { PolicyDetail } from './PolicyDetail';

/** One policy read from the server, with its loading and error states. */
export function DetailView({ address, id }: { address: string; id: string }) {
  const { t } = useTranslation();
  const query = useInsuranceDetail(address, id);
  if (query.isPending || query.isError) {
    return (
      <Unread
        query={query}
        skeleton={<InsuranceSkeleton />}
        message={t('insurance.detailFailed')}
        testId={INSURANCE_TEST_IDS.error}
      />
    );
  }
  return <PolicyDetail policy={query.data} />;
}
