import { useTranslation } from '@/lib/use-translation';
import { ConnectButton, type ConnectTestIds } from './ConnectPrompt';

/** A visitor's place for their own figures (balances, orders, records): a compact connect. */
export function ConnectYours({ testIds }: { testIds: ConnectTestIds }) {
  const { t } = useTranslation();
  return (
    <div className="card spread connect-yours" data-testid={testIds.connect}>
      <p className="connect-yours__text">{t('visitor.seeYours')}</p>
      <ConnectButton
        className="button--secondary connect-yours__button"
        testId={testIds.connectButton}
      />
    </div>
  );
}
