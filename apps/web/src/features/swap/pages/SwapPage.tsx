import { openPage } from '@/features/session/components/AccountPage';
import { SwapView } from '../components/SwapView';
import '@/styles/screen.css';
import '../swap.css';

/** /pages/swap/index: the flash swap among X, USDD and TNB. */
export const SwapPage = openPage(SwapView, (t) => t('pages.swap'));

export default SwapPage;
