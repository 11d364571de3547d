import { openPage } from '@/features/session/components/AccountPage';
import { ReserveBondView } from '../components/ReserveBondView';
import '@/styles/screen.css';
import '@/components/bond/bond.css';

/** /pages/reserve/bond: reserve bonds, paid in USDD, vested in X with the rebase. */
export const ReserveBondPage = openPage(ReserveBondView, (t) => t('pages.reserveBond'));

export default ReserveBondPage;
