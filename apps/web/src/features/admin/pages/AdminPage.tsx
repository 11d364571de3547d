import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Tabs } from '@/components/ui/Tabs/Tabs';
import { PATHS } from '@/config/paths';
import { PageFrame } from '@/features/layout/components/PageFrame';
import { walletInfoQueryOptions } from '@/features/session/api/get-wallet-info';
import { useSignedInAddress } from '@/features/session/store';
import { Link } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { AuditTrail } from '../components/AuditTrail';
import { DashboardView } from '../components/DashboardView';
import { SuspenseReview } from '../components/SuspenseReview';
import { ADMIN_TEST_IDS as T } from '../test-ids';
import '../admin.css';
import '../hint.css';

const TABS = ['dashboard', 'suspense', 'audit'] as const;
type Tab = (typeof TABS)[number];

function Console() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('dashboard');
  return (
    <div className="admin" data-testid={T.page}>
      <Tabs
        tabs={TABS}
        value={tab}
        onChange={setTab}
        label={(k) => t(`admin.tabs.${k}`)}
        testId={T.tab}
        ariaLabel={t('pages.admin')}
      />
      <Link
        to={PATHS.adminSettings}
        className="button button--secondary button--block button-link"
        data-testid={T.settingsLink}
      >
        {t('pages.adminSettings')}
      </Link>
      {tab === 'dashboard' && <DashboardView />}
      {tab === 'suspense' && <SuspenseReview />}
      {tab === 'audit' && <AuditTrail />}
    </div>
  );
}

/**
 * #/admin: the operator's console. The server refuses anyone else on every admin route; the
 * page only spares others a screen of errors by asking the wallet info first.
 */
export function AdminPage() {
  const { t } = useTranslation();
  const address = useSignedInAddress();
  const wallet = useQuery({ ...walletInfoQueryOptions(address ?? ''), enabled: address !== null });
  const operator = address !== null && wallet.data?.operator === true;
  return (
    <PageFrame title={t('pages.admin')} wide>
      {operator ? (
        <Console key={address} />
      ) : (
        <p className="admin-card__hint" data-testid={T.notOperator}>
          {address && wallet.isPending ? t('admin.loading') : t('admin.notOperator')}
        </p>
      )}
    </PageFrame>
  );
}

export default AdminPage;
