import { useTranslation } from 'react-i18next';
import { useInsuranceDetail } from '../api/get-insurance-detail';
import { InsuranceSkeleton } from './InsuranceSkeleton';
import { LoadError } from './LoadError';
import { PolicyDetail } from './PolicyDetail';

/** One policy read from the server, with its loading and error states. */
export function DetailView({ address, id }: { address: string; id: string }) {
  const { t } = useTranslation();
  const query = useInsuranceDetail(address, id);
  if (query.isPending) return <InsuranceSkeleton />;
  if (query.isError) {
    return <LoadError message={t('insurance.detailFailed')} onRetry={() => void query.refetch()} />;
  }
  return <PolicyDetail policy={query.data} />;
}
