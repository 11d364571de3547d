import { maskAddress } from '@xbond/shared/mask';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TEST_IDS } from '@/testing/test-ids';
import { activeDevWallet, loadDevWalletModule, savedDevWalletIndex } from '../dev-wallet';

interface DevAccountsProps {
  /** The popup is open: the accounts are derived (lazily, once) only then. */
  open: boolean;
  onUse: (index: number) => Promise<void>;
}

/** The 20 local dev accounts to pick from, and the button that signs in with one. */
export function DevAccounts({ open, onUse }: DevAccountsProps) {
  const { t } = useTranslation();
  const [addresses, setAddresses] = useState<string[] | null>(null);
  const [selected, setSelected] = useState(
    () => activeDevWallet()?.index ?? savedDevWalletIndex() ?? 0,
  );
  const [working, setWorking] = useState(false);

  useEffect(() => {
    if (!open || addresses) return;
    let live = true;
    void loadDevWalletModule()
      .then((m) => m.devAddresses())
      .then((list) => {
        if (live) setAddresses(list);
      });
    return () => {
      live = false;
    };
  }, [open, addresses]);

  return (
    <>
      <p className="dev-wallet__intro">{t('devWallet.intro')}</p>
      {addresses === null ? (
        <p className="dev-wallet__loading">{t('devWallet.loading')}</p>
      ) : (
        <ul className="dev-wallet__list">
          {addresses.map((address, index) => (
            <li key={address}>
              <button
                type="button"
                className={`popup-option dev-wallet__account${index === selected ? ' popup-option--on' : ''}`}
                aria-pressed={index === selected}
                data-testid={TEST_IDS.devWalletAccount(index)}
                onClick={() => setSelected(index)}
              >
                <span>{t('devWallet.account', { index })}</span>
                {index === 0 && <span className="dev-wallet__tag">{t('devWallet.genesis')}</span>}
                <span className="dev-wallet__address tabular">{maskAddress(address)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={addresses === null || working}
        data-testid={TEST_IDS.devWalletUse}
        onClick={async () => {
          setWorking(true);
          try {
            await onUse(selected);
          } finally {
            setWorking(false);
          }
        }}
      >
        {t('devWallet.use')}
      </button>
    </>
  );
}
