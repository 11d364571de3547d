import { useTranslation } from '@/lib/use-translation';
import { flowStore } from '../flow-store';
import { connect } from '../session-flow';
import './ConnectPrompt.css';

interface ConnectYoursProps {
  /** Each page keeps its own test ids (the browser tests find them). */
  testIds: { prompt: string; button: string };
}

/** A visitor's place for their own figures (balances, orders, records): a compact connect. */
export function ConnectYours({ testIds }: ConnectYoursProps) {
  const { t } = useTranslation();
  const busy = flowStore.use((s) => s.busy);
  return (
    <div className="card connect-yours" data-testid={testIds.prompt}>
      <p className="connect-yours__text">{t('visitor.seeYours')}</p>
      <button
        type="button"
        className="button button--secondary connect-yours__button"
        disabled={busy}
        data-testid={testIds.button}
        onClick={() => void connect()}
      >
        {t('topBar.connect')}
      </button>
    </div>
  );
}
