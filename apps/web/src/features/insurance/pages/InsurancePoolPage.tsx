import { PageLead } from '@/features/layout/components/PageFrame';
import { accountPage } from '@/features/session/components/AccountPage';
import { useTranslation } from '@/lib/use-translation';
import { PoolView } from '../components/PoolView';
import { VisitorPoolView } from '../components/VisitorPoolView';
import '@/styles/screen.css';
import '../insurance.css';

/** What the pool guarantees, the page's lead for everyone: drawn from the first render. */
function GuaranteeNote() {
  const { t } = useTranslation();
  return <PageLead text={t('insurance.guaranteeNote')} />;
}

/** /pages/rechargeDetail/rechargeDetail: the insurance pool and the user's policies. */
export const InsurancePoolPage = accountPage(
  ({ address }) => (
    <>
      <GuaranteeNote />
      <PoolView address={address} />
    </>
  ),
  (t) => ({
    title: t('pages.insurancePool'),
    visitor: {
      view: (
        <>
          <GuaranteeNote />
          <VisitorPoolView />
        </>
      ),
    },
  }),
);

export default InsurancePoolPage;
