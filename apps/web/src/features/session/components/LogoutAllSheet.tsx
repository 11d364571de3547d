import { useState } from 'react';
import { ConfirmSheet } from '@/components/ui/ConfirmSheet/ConfirmSheet';
import { toast } from '@/components/ui/Toast/toast-store';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { TEST_IDS } from '@/testing/test-ids';
import { logoutAll } from '../api/logout-all';
import { endSession } from '../session-flow';

interface LogoutAllSheetProps {
  show: boolean;
  onClose: () => void;
}

/**
 * "Log out everywhere" asked once more before it ends every session of the address (a lost
 * phone, a shared computer). Done: this tab is signed out too and goes home.
 */
export function LogoutAllSheet({ show, onClose }: LogoutAllSheetProps) {
  const { t } = useTranslation();
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
    <ConfirmSheet
      show={show}
      title={t('logoutAll.title')}
      body={t('logoutAll.body')}
      confirmLabel={t('menu.logoutAll')}
      pendingLabel={t('logoutAll.pending')}
      danger
      pending={pending}
      onConfirm={confirm}
      onClose={onClose}
      testIds={{
        sheet: TEST_IDS.logoutAllSheet,
        confirm: TEST_IDS.logoutAllConfirm,
        cancel: TEST_IDS.logoutAllCancel,
      }}
    />
  );
}

export default LogoutAllSheet;
