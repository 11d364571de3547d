import { useState } from 'react';
import { Button } from '@/components/ui/Button/Button';
import { Icon } from '@/components/ui/Icon/Icon';
import { useTranslation } from '@/lib/use-translation';
import '@/components/ui/Popup/Sheet.css';
import { useSession } from '@/features/session/store';
import { formatAmount } from '@/lib/format';
import { explorerHref } from '../display';
import {
  isRunning,
  type Operation,
  type OperationKind,
  type OperationStep,
  STEPS,
} from '../flows/operation-store';
import type en from '../locales/en.json';
import { ASSETS_TEST_IDS } from '../test-ids';

type StepKey = `assets.steps.${keyof (typeof en)['assets']['steps']}`;

const STEP_LABELS: Record<OperationKind, Partial<Record<OperationStep, StepKey>>> = {
  deposit: {
    creating: 'assets.steps.creating',
    sending: 'assets.steps.sending',
    receipt: 'assets.steps.receipt',
    crediting: 'assets.steps.credited',
  },
  withdraw: {
    applying: 'assets.steps.applying',
    claiming: 'assets.steps.claiming',
    receipt: 'assets.steps.receipt',
    crediting: 'assets.steps.completed',
  },
};

type StepState = 'done' | 'current' | 'failed' | 'todo';

function stepState(op: Operation, step: OperationStep): StepState {
  const steps = STEPS[op.kind];
  if (op.step === 'done') return 'done';
  const at = op.step === 'failed' ? op.failedAt : op.step;
  const index = steps.indexOf(step);
  const current = at ? steps.indexOf(at) : -1;
  if (index < current) return 'done';
  if (index > current) return 'todo';
  return op.step === 'failed' ? 'failed' : 'current';
}

const STATE_ICONS = { done: 'check', current: 'spinner', failed: 'alert', todo: null } as const;

/** A running or finished operation: its steps, 'do not leave', the outcome, what next. */
export function OperationProgress({ op, onClose }: { op: Operation; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useSession((s) => s.applicationLocale);
  const explorerUrl = useSession((s) => s.systemInfo?.explorerUrl);
  const [retrying, setRetrying] = useState(false);
  const running = isRunning(op);
  const labels = STEP_LABELS[op.kind];
  const amount = (value: string) => `${formatAmount(value, locale)} ${op.symbol}`;
  const txHref = op.txHash ? explorerHref(explorerUrl, 'tx', op.txHash) : null;
  const result = op.kind === 'deposit' ? 'deposit' : 'withdraw';

  const retry = async () => {
    if (!op.retry) return;
    setRetrying(true);
    try {
      await op.retry();
    } finally {
      setRetrying(false);
    }
  };

  return (
    <div
      className="sheet-stack"
      data-testid={ASSETS_TEST_IDS.operationProgress}
      data-step={op.step}
      aria-busy={running}
    >
      <h2 className="sheet-title">
        {t(op.kind === 'deposit' ? 'assets.depositAmount' : 'assets.withdrawAmount', {
          amount: formatAmount(op.amount, locale),
          symbol: op.symbol,
        })}
      </h2>

      <div className={`operation__status operation__status--${op.step}`} role="status">
        {running && (
          <>
            <Icon name="spinner" className="operation__spinner" />
            <p>{t('common.processing')}</p>
          </>
        )}
        {op.step === 'done' && (
          <>
            <Icon name="check" />
            <p>{t(`result.${result}Success`)}</p>
          </>
        )}
        {op.step === 'failed' && (
          <>
            <Icon name="alert" />
            <div>
              <p className="operation__status-title">{t(`result.${result}Failed`)}</p>
              <p data-testid={ASSETS_TEST_IDS.operationError}>{op.error}</p>
            </div>
          </>
        )}
      </div>
      {op.resumed && running && <p className="operation__resumed">{t('assets.resumed')}</p>}

      <ol className="stack bare-list">
        {STEPS[op.kind].map((step) => {
          const state = stepState(op, step);
          const icon = STATE_ICONS[state];
          const label = labels[step];
          return (
            <li
              key={step}
              className={`operation__step operation__step--${state}`}
              data-testid={ASSETS_TEST_IDS.operationStep(step)}
              data-state={state}
            >
              <span className="operation__step-mark" aria-hidden="true">
                {icon && <Icon name={icon} />}
              </span>
              <span>
                {label ? t(label) : step}
                {step === 'crediting' && state === 'current' && op.confirmations && (
                  <span className="operation__step-detail tabular">
                    {t('assets.confirmations', op.confirmations)}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>

      {op.kind === 'withdraw' && op.fee !== null && op.net !== null && (
        <dl className="fee-preview__rows operation__figures">
          <div>
            <dt>{t('assets.amount')}</dt>
            <dd className="amount">{amount(op.amount)}</dd>
          </div>
          <div>
            <dt>{t('assets.feeCharged')}</dt>
            <dd className="amount">{amount(op.fee)}</dd>
          </div>
          <div className="ruled fee-preview__net">
            <dt>{t('assets.youReceive')}</dt>
            <dd className="amount">{amount(op.net)}</dd>
          </div>
        </dl>
      )}

      {txHref && (
        <a
          className="operation__tx"
          href={txHref}
          target="_blank"
          rel="noopener noreferrer"
          data-testid={ASSETS_TEST_IDS.operationTxLink}
        >
          {t('assets.viewTx')}
          <Icon name="external" />
        </a>
      )}

      {!running && (
        <div className="sheet-actions">
          {op.step === 'failed' && op.retry && (
            <Button
              variant="primary"
              block
              disabled={retrying}
              testId={ASSETS_TEST_IDS.operationRetry}
              onClick={() => void retry()}
            >
              {t('assets.tryAgain')}
            </Button>
          )}
          <button
            type="button"
            className={`button button--block ${op.step === 'done' ? 'button--primary' : 'button--secondary'}`}
            data-testid={ASSETS_TEST_IDS.operationClose}
            onClick={onClose}
          >
            {t(op.step === 'done' ? 'assets.done' : 'assets.close')}
          </button>
        </div>
      )}
    </div>
  );
}
