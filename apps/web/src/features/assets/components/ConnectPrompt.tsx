import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/Icon/Icon';
import { flowStore } from '@/features/session/flow-store';
import { connect } from '@/features/session/session-flow';
import { TEST_IDS } from '@/testing/test-ids';

/** Not signed in: what the page needs, and the session flow's connect button. */
export function ConnectPrompt() {
  const { t } = useTranslation();
  const busy = flowStore.use((s) => s.busy);
  return (
    <div className="card assets-connect" data-testid={TEST_IDS.assetsConnect}>
      <span className="assets-connect__icon">
        <Icon name="wallet" />
      </span>
      <h2 className="assets-connect__title">{t('assets.connectTitle')}</h2>
      <p className="assets-connect__hint">{t('assets.connectHint')}</p>
      <button
        type="button"
        className="button button--primary button--block"
        disabled={busy}
        data-testid={TEST_IDS.assetsConnectButton}
        onClick={() => void connect()}
      >
        {t('topBar.connect')}
      </button>
    </div>
  );
}
