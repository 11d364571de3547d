import { openPage } from '@/features/session/components/AccountPage';
import { LiquidityBondView } from '../components/LiquidityBondView';
import '@/styles/screen.css';
import '@/components/bond/bond.css';

/** /pages/reserve/flowbond: liquidity bonds: LP donated, LP and X released back. */
export const LiquidityBondPage = openPage(LiquidityBondView, (t) => t('pages.liquidityBond'));

export default LiquidityBondPage;
