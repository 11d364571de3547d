import { openPage } from '@/features/session/components/AccountPage';
import { PledgeView } from '../components/PledgeView';
import '@/styles/screen.css';
import '../pledge.css';

/** /pages/pledge/index: current and regular pledge. */
export const PledgePage = openPage(PledgeView, (t) => t('pages.pledge'));

export default PledgePage;
