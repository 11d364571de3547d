import { accountPage } from '@/features/session/components/AccountPage';
import { TurboRecords } from '../components/TurboRecords';
import { TURBO_TEST_IDS as T } from '../test-ids';
import '../turbo.css';

/** /pages/USDDAssets/record: what moved the turbine. */
export const TurboRecordPage = accountPage(TurboRecords, (t) => ({
  title: t('pages.turboRecord'),
  visitor: { title: t('turbo.connectTitle'), hint: t('turbo.connectHint'), testIds: T },
}));

export default TurboRecordPage;
