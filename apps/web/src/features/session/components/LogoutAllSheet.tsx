import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/ui/Popup/Sheet.css';
import { Popup } from '@/components/ui/Popup/Popup';
import { toast } from '@/components/ui/Toast/toast-store';
import { ApiError } from '@/lib/api-client';
import { useWide } from '@/lib/use-wide';
import { TEST_IDS } from '@/testing/test-ids';
import { logoutAll } from '../api/logout-all';
import { endSession } from '../session-flow';
import './LogoutAllSheet.css';

interface LogoutAllSheetProps {
  show: boolean;
  onClose: () => void;
}

/**
 * "Log out everywhere" asked once more before it ends every session of the address (a lost
 * phone, a shared computer). Done: this tab is signed out too and goes home. It cannot be
 * closed while the call is under way.
 */
export function LogoutAllSheet({ show, onClose }: LogoutAllSheetProps) {
  const { t } = useTranslation();
  const wide = useWide();
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await logoutAll();
      onClose();
      endSession();
      toast.success(t('logoutAll.done'));
    } catch (error) {
      // The API client has shown an envelope error, and a 401 has signed this tab out.
      if (!(error instanceof ApiError) && error instanceof Error) toast.error(error.message);
    } finally {
      setPending(false);
    }
  }

  return (
    <Popup
      show={show}
      mode={wide ? 'center' : 'bottom'}
      round={16}
      customStyle={wide ? { width: 'min(100%, 460px)' } : undefined}
      closeable={!pending}
      closeOnClickOverlay={!pending}
      label={t('logoutAll.title')}
      testId={TEST_IDS.logoutAllSheet}
      onClose={onClose}
    >
      <div className="sheet-pad sheet-stack">
        <h2 className="sheet-title">{t('logoutAll.title')}</h2>
        <p className="logout-all__text">{t('logoutAll.body')}</p>
        <div className="sheet-actions">
          <button
            type="button"
            className="button button--block logout-all__confirm"
            disabled={pending}
            aria-busy={pending}
            data-testid={TEST_IDS.logoutAllConfirm}
            onClick={confirm}
          >
            {pending ? t('logoutAll.pending') : t('menu.logoutAll')}
          </button>
          <button
            type="button"
            className="button button--text button--block"
            disabled={pending}
            data-testid={TEST_IDS.logoutAllCancel}
            onClick={onClose}
          >
            {t('common.cancel')}
          </button>
        </div>
      </div>
    </Popup>
  );
}

export default LogoutAllSheet;
