import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/ui/ListStates/ListStates';
import { Skeleton } from '@/components/ui/Skeleton/Skeleton';
import { PATHS } from '@/config/paths';
import { AccountPage } from '@/features/session/components/AccountPage';
import { HttpError } from '@/lib/api-client';
import { Link } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { adminSettingsQueryOptions, adminSwitchesQueryOptions } from '../api/operator-settings';
import { SettingsCard } from '../components/SettingsCard';
import { SwitchesCard } from '../components/SwitchesCard';
import { VersionList } from '../components/VersionList';
import { ADMIN_SETTINGS_TEST_IDS as A } from '../test-ids';
import '@/styles/screen.css';
import '../admin-settings.css';

/** #/admin/settings: the operator's pause switches and economic settings. */
export function AdminSettingsPage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      title={t('pages.adminSettings')}
      wide
      visitor={{
        title: t('pages.adminSettings'),
        hint: t('adminSettings.forOperators'),
        testIds: A,
      }}
    >
      {(address) => <OperatorView address={address} />}
    </AccountPage>
  );
}

function OperatorView({ address }: { address: string }) {
  const { t } = useTranslation();
  const switches = useQuery(adminSwitchesQueryOptions(address));
  const settings = useQuery(adminSettingsQueryOptions(address));
  const error = switches.error ?? settings.error;
  if (error instanceof HttpError && error.status === 404) {
    return (
      <div className="card empty-state" data-testid={A.forOperators}>
        <p className="empty-state__title">{t('adminSettings.forOperators')}</p>
      </div>
    );
  }
  if (error) {
    return (
      <LoadError
        message={t('adminSettings.loadFailed')}
        onRetry={() => void Promise.all([switches.refetch(), settings.refetch()])}
        testId={A.error}
      />
    );
  }
  if (!switches.data || !settings.data) {
    return (
      <Skeleton
        className="stack stack--page"
        bars={['title', 'line', 'button']}
        cards={{ className: 'stack', count: 2 }}
        testId={A.loading}
      />
    );
  }
  return (
    <div className="stack stack--page">
      <Link
        to={PATHS.admin}
        className="button button--secondary button--block button-link"
        data-testid={A.consoleLink}
      >
        {t('pages.admin')}
      </Link>
      <SwitchesCard data={switches.data} address={address} />
      <SettingsCard data={settings.data} address={address} />
      <VersionList data={settings.data} />
    </div>
  );
}

export default AdminSettingsPage;
