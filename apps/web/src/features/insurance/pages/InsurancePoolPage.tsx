import { accountPage } from '@/features/session/components/AccountPage';
import { PoolView } from '../components/PoolView';
import { VisitorPoolView } from '../components/VisitorPoolView';
import '@/styles/screen.css';
import '../insurance.css';

/** /pages/rechargeDetail/rechargeDetail: the insurance pool and the user's policies. */
export const InsurancePoolPage = accountPage(PoolView, (t) => ({
  title: t('pages.insurancePool'),
  lead: t('insurance.guaranteeNote'),
  visitor: { view: <VisitorPoolView /> },
}));

export default InsurancePoolPage;
