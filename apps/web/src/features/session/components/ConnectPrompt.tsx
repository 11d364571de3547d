import { Icon } from '@/components/ui/Icon/Icon';
import { useTranslation } from '@/lib/use-translation';
import { flowStore } from '../flow-store';
import { connect } from '../session-flow';
import './ConnectPrompt.css';

/** Each page keeps its own test ids (the browser tests find them): the prompt and its button. */
export interface ConnectTestIds {
  connect: string;
  connectButton: string;
}

export interface ConnectPromptProps {
  /** What the page shows once signed in. */
  title: string;
  hint: string;
  testIds: ConnectTestIds;
}

/** Not signed in: what the page needs, and the session flow's connect button. */
export function ConnectPrompt({ title, hint, testIds }: ConnectPromptProps) {
  return (
    <div className="card greeting connect-prompt" data-testid={testIds.connect}>
      <span className="connect-prompt__icon">
        <Icon name="wallet" />
      </span>
      <h2 className="connect-prompt__title">{title}</h2>
      <p className="connect-prompt__hint">{hint}</p>
      <ConnectButton className="button--primary button--block" testId={testIds.connectButton} />
    </div>
  );
}

/** The session flow's connect, idle while a connection is under way. */
export function ConnectButton({ className, testId }: { className: string; testId: string }) {
  const { t } = useTranslation();
  const busy = flowStore.use((s) => s.busy);
  return (
    <button
      type="button"
      className={`button ${className}`}
      disabled={busy}
      data-testid={testId}
      onClick={() => void connect()}
    >
      {t('topBar.connect')}
    </button>
  );
}
