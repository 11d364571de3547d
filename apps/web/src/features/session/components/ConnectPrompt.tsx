import { Icon } from '@/components/ui/Icon/Icon';
import { useTranslation } from '@/lib/use-translation';
import { flowStore } from '../flow-store';
import { connect } from '../session-flow';
import './ConnectPrompt.css';

interface ConnectPromptProps {
  /** What the page shows once signed in. */
  title: string;
  hint: string;
  /** Each page keeps its own test ids (the browser tests find them). */
  testIds: { prompt: string; button: string };
}

/** Not signed in: what the page needs, and the session flow's connect button. */
export function ConnectPrompt({ title, hint, testIds }: ConnectPromptProps) {
  const { t } = useTranslation();
  const busy = flowStore.use((s) => s.busy);
  return (
    <div className="card connect-prompt" data-testid={testIds.prompt}>
      <span className="connect-prompt__icon">
        <Icon name="wallet" />
      </span>
      <h2 className="connect-prompt__title">{title}</h2>
      <p className="connect-prompt__hint">{hint}</p>
      <button
        type="button"
        className="button button--primary button--block"
        disabled={busy}
        data-testid={testIds.button}
        onClick={() => void connect()}
      >
        {t('topBar.connect')}
      </button>
    </div>
  );
}
