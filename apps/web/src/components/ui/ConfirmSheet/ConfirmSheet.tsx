import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type FigureItem, Figures } from '@/components/ui/Figures/Figures';
import '@/components/ui/Popup/Sheet.css';
import { Popup } from '@/components/ui/Popup/Popup';
import { useWide } from '@/lib/use-wide';

export interface ConfirmSheetProps {
  show: boolean;
  title: string;
  items: FigureItem[];
  note?: ReactNode;
  confirmLabel: string;
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
  const { show, title, items, note, confirmLabel, pending, disabled, onConfirm, onClose, testIds } =
    props;
  const { t } = useTranslation();
  const wide = useWide();
  return (
    <Popup
      show={show}
      mode={wide ? 'center' : 'bottom'}
      round={16}
      customStyle={wide ? { width: 'min(100%, 460px)' } : undefined}
      closeable={!pending}
      closeOnClickOverlay={!pending}
      label={title}
      testId={testIds.sheet}
      onClose={onClose}
    >
      <div className="sheet-pad sheet-stack">
        <h2 className="sheet-title">{title}</h2>
        <Figures items={items} className="figures--rows" />
        {note && <p className="sheet-note">{note}</p>}
        <div className="sheet-actions">
          <button
            type="button"
            className="button button--primary button--block"
            disabled={pending || disabled}
            aria-busy={pending}
            data-testid={testIds.confirm}
            onClick={onConfirm}
          >
            {pending ? t('common.sending') : confirmLabel}
          </button>
          <button
            type="button"
            className="button button--text button--block"
            disabled={pending}
            data-testid={testIds.cancel}
            onClick={onClose}
          >
            {t('common.cancel')}
          </button>
        </div>
      </div>
    </Popup>
  );
}
