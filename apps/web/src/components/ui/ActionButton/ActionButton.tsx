import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';

interface ActionButtonProps {
  label: ReactNode;
  /** The money call is under way: the button waits, says 'Sending' and is marked busy. */
  sending?: boolean;
  /** Not now (paused, short of funds, a quote on its way): the button waits, its label stays. */
  disabled?: boolean;
  testId: string;
  /** Without one, the button submits its form. */
  onClick?: () => void;
}

/** A money form's or an order's main action: the primary, full-width button. */
export function ActionButton({ label, sending, disabled, testId, onClick }: ActionButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      className="button button--primary button--block"
      disabled={disabled || sending}
      aria-busy={sending}
      data-testid={testId}
      onClick={onClick}
    >
      {sending ? t('common.sending') : label}
    </button>
  );
}
