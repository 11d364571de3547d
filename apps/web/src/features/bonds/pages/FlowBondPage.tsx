import { openPage } from '@/features/session/components/AccountPage';
import { FlowBondView } from '../components/FlowBondView';
import '@/styles/screen.css';
import '../bonds.css';

/** /pages/reserve/flowbond: liquidity bonds: LP donated, LP and X released back. */
export const FlowBondPage = openPage(FlowBondView, (t) => t('pages.flowBond'));

export default FlowBondPage;
