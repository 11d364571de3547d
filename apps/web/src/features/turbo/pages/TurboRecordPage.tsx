import { accountPage } from '@/features/session/components/AccountPage';
import { TURBO_TEST_IDS as T } from '@/testing/turbo-test-ids';
import { TurboRecords } from '../components/TurboRecords';
import '../turbo.css';

/** /pages/USDDAssets/record: what moved the turbine. */
export const TurboRecordPage = accountPage(TurboRecords, (t) => ({
  title: t('pages.turboRecord'),
  visitor: { title: t('turbo.connectTitle'), hint: t('turbo.connectHint'), testIds: T },
}));

export default TurboRecordPage;
