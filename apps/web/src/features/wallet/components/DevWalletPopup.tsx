import { Popup } from '@/components/ui/Popup/Popup';
import { useTranslation } from '@/lib/use-translation';
import { TEST_IDS } from '@/testing/test-ids';
import { DemoTime } from './DemoTime';
import { DevAccounts } from './DevAccounts';
import './DevWalletPopup.css';

interface DevWalletPopupProps {
  open: boolean;
  /** The dev accounts to pick from; false when another wallet is in use (time only). */
  accounts: boolean;
  onClose: () => void;
  onUse: (index: number) => Promise<void>;
}

/**
 * The local demo's tools (demo builds only; the app renders it behind the flag): one of the
 * 20 dev accounts to sign in with, and the demo's time, moved forward.
 */
export function DevWalletPopup({ open, accounts, onClose, onUse }: DevWalletPopupProps) {
  const { t } = useTranslation();
  const title = accounts ? t('devWallet.title') : t('devWallet.time.title');
  return (
    <Popup
      show={open}
      mode="bottom"
      round={16}
      closeable
      label={title}
      testId={TEST_IDS.devWalletPopup}
      onClose={onClose}
    >
      <div className="popup-body">
        {/* Without the accounts, the time section's own heading is the popup's. */}
        {accounts && <h2 className="popup-title">{title}</h2>}
        {accounts && <DevAccounts open={open} onUse={onUse} />}
        <DemoTime />
      </div>
    </Popup>
  );
}

export default DevWalletPopup;
