import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type FigureItem, Figures } from '@/components/ui/Figures/Figures';
import '@/components/ui/Popup/Sheet.css';
import { Popup } from '@/components/ui/Popup/Popup';
import { useWide } from '@/lib/use-wide';
import { PLEDGE_TEST_IDS } from '@/testing/pledge-test-ids';

interface ConfirmSheetProps {
  show: boolean;
  title: string;
  items: FigureItem[];
  note?: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The last look before X moves: what will happen, one confirm. A bottom sheet on phones, a
 * centred dialog on wide screens; it cannot be closed while the call is under way.
 */
export function ConfirmSheet(props: ConfirmSheetProps) {
  const { show, title, items, note, confirmLabel, pending, onConfirm, onClose } = props;
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
      testId={PLEDGE_TEST_IDS.confirmSheet}
      onClose={onClose}
    >
      <div className="sheet-pad sheet-stack">
        <h2 className="sheet-title">{title}</h2>
        <Figures items={items} className="figures--rows" />
        {note && <p className="pledge-sheet__note">{note}</p>}
        <div className="sheet-actions">
          <button
            type="button"
            className="button button--primary button--block"
            disabled={pending}
            aria-busy={pending}
            data-testid={PLEDGE_TEST_IDS.confirm}
            onClick={onConfirm}
          >
            {pending ? t('pledge.sending') : confirmLabel}
          </button>
          <button
            type="button"
            className="button button--text button--block"
            disabled={pending}
            data-testid={PLEDGE_TEST_IDS.confirmCancel}
            onClick={onClose}
          >
            {t('common.cancel')}
          </button>
        </div>
      </div>
    </Popup>
  );
}
