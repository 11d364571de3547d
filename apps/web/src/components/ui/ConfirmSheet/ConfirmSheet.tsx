import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button/Button';
import { type FigureItem, Figures } from '@/components/ui/Figures/Figures';
import { Sheet } from '@/components/ui/Popup/Sheet';
import { useTranslation } from '@/lib/use-translation';

export interface ConfirmSheetProps {
  show: boolean;
  title: string;
  /** What will happen, in words, above the figures. */
  body?: ReactNode;
  items?: FigureItem[];
  note?: ReactNode;
  confirmLabel: string;
  /** The button's words while the call is under way (default: "Sending"). */
  pendingLabel?: string;
  /** A destructive action (ending sessions): the danger-tinted button. */
  danger?: boolean;
  pending: boolean;
  /** Not ready to confirm yet (a quote on its way): the button waits, its label stays. */
  disabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Each screen keeps its own test ids (the browser tests find them). */
  testIds: { sheet: string; confirm: string; cancel: string };
}

/**
 * The last look before money moves: what will happen, one confirm. A bottom sheet on phones, a
 * centred dialog on wide screens; it cannot be closed while the call is under way.
 */
export function ConfirmSheet(props: ConfirmSheetProps) {
  const { show, title, body, items, note, confirmLabel, pending, disabled, onConfirm, onClose } =
    props;
  const { testIds, pendingLabel, danger } = props;
  const { t } = useTranslation();
  return (
    <Sheet show={show} busy={pending} label={title} testId={testIds.sheet} onClose={onClose}>
      <div className="sheet-pad sheet-stack">
        <h2 className="sheet-title">{title}</h2>
        {body && <p className="sheet-body">{body}</p>}
        {items && <Figures items={items} className="figures--rows" />}
        {note && <p className="sheet-note">{note}</p>}
        <div className="sheet-actions">
          <button
            type="button"
            className={`button button--block ${danger ? 'button--danger' : 'button--primary'}`}
            disabled={pending || disabled}
            aria-busy={pending}
            data-testid={testIds.confirm}
            onClick={onConfirm}
          >
            {pending ? (pendingLabel ?? t('common.sending')) : confirmLabel}
          </button>
          <Button variant="text" block disabled={pending} testId={testIds.cancel} onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </div>
    </Sheet>
  );
}
