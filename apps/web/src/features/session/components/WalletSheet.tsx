import { useEffect, useState } from 'react';
import { Popup } from '@/components/ui/Popup/Popup';
import { QrCode } from '@/components/ui/QrCode/QrCode';
import { WALLET_APP_NAMES, WALLET_APPS, walletAppLink } from '@/features/wallet/deep-links';
import {
  type AnnouncedWallet,
  announcedWallets,
  onWalletsChanged,
  rememberedRdns,
} from '@/features/wallet/discovery';
import { getInjectedProvider } from '@/features/wallet/provider';
import { useTranslation } from '@/lib/use-translation';
import { flowStore } from '../flow-store';
import { pageUrlToShare } from '../page-url';
import { connect } from '../session-flow';
import { selectIsLogin, useSession } from '../store';
import { SESSION_TEST_IDS } from '../test-ids';
import { answerWalletSheet } from '../wallet-choice';
import { devWalletAvailable, openDevWallet } from '../wallet-issue';
import './WalletSheet.css';

function useAnnouncedWallets(): AnnouncedWallet[] {
  const [wallets, setWallets] = useState(announcedWallets);
  useEffect(() => onWalletsChanged(() => setWallets(announcedWallets())), []);
  return wallets;
}

/**
 * The wallets that announced themselves (EIP-6963) with their names and icons, the last one
 * used marked. Without any: on a phone, links that open this page in a wallet app's browser;
 * on a computer, this page's address as a QR code for a phone's wallet.
 */
export function WalletSheet() {
  const { t } = useTranslation();
  const open = flowStore.use((s) => s.walletSheetOpen);
  const wallets = useAnnouncedWallets();
  const phone = useSession((s) => s.platform) !== 'web';
  const system = useSession((s) => s.systemInfo);
  const signedIn = useSession(selectIsLogin);
  const lastUsed = rememberedRdns();
  const injected = getInjectedProvider() !== null;
  // Read when opened: the route (and a kept invitation) may have changed since.
  const pageUrl = open ? pageUrlToShare() : '';

  return (
    <Popup
      show={open}
      mode="bottom"
      round={16}
      closeable
      label={t('wallets.title')}
      testId={SESSION_TEST_IDS.walletSheet}
      onClose={() => answerWalletSheet(null)}
    >
      <div className="popup-body wallet-sheet">
        <h2 className="popup-title">{t('wallets.title')}</h2>
        {wallets.length > 0 ? (
          <ul className="wallet-sheet__list">
            {wallets.map((wallet) => (
              <li key={wallet.uuid}>
                <button
                  type="button"
                  className="popup-option wallet-sheet__option"
                  data-testid={SESSION_TEST_IDS.walletOption(wallet.rdns)}
                  onClick={() => answerWalletSheet(wallet)}
                >
                  <img src={wallet.icon} alt="" width="32" height="32" />
                  <span className="wallet-sheet__name">{wallet.name}</span>
                  {wallet.rdns === lastUsed && (
                    <span
                      className="wallet-sheet__tag"
                      data-testid={SESSION_TEST_IDS.walletLastUsed}
                    >
                      {t('wallets.lastUsed')}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        ) : injected ? (
          <button
            type="button"
            className="popup-option wallet-sheet__option"
            data-testid={SESSION_TEST_IDS.walletInjected}
            onClick={() => {
              answerWalletSheet(null);
              // Signed in, this wallet is already the one in use.
              if (!signedIn) void connect();
            }}
          >
            <span className="wallet-sheet__name">{t('wallets.browserWallet')}</span>
          </button>
        ) : (
          <div className="wallet-sheet__none" data-testid={SESSION_TEST_IDS.walletNone}>
            <p className="wallet-sheet__text">{t(phone ? 'wallets.openInApp' : 'wallets.scan')}</p>
            {phone ? (
              <ul className="wallet-sheet__list">
                {WALLET_APPS.map((app) => (
                  <li key={app}>
                    <a
                      className="popup-option wallet-sheet__option"
                      href={walletAppLink(app, pageUrl)}
                      rel="noopener noreferrer"
                      data-testid={SESSION_TEST_IDS.walletApp(app)}
                    >
                      <span className="wallet-sheet__name">{WALLET_APP_NAMES[app]}</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <QrCode
                text={pageUrl}
                label={t('wallets.qrLabel')}
                testId={SESSION_TEST_IDS.walletQr}
                className="wallet-sheet__qr"
              />
            )}
            <p className="wallet-sheet__hint">{t('wallets.installHint')}</p>
          </div>
        )}
        {devWalletAvailable(system) && (
          <button
            type="button"
            className="button button--secondary button--block"
            data-testid={SESSION_TEST_IDS.walletDevWallet}
            onClick={() => {
              answerWalletSheet(null);
              openDevWallet();
            }}
          >
            {t('session.useDevWallet')}
          </button>
        )}
      </div>
    </Popup>
  );
}

export default WalletSheet;
