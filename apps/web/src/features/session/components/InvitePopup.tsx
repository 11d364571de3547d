import { useId, useState } from 'react';
import { Popup } from '@/components/ui/Popup/Popup';
import { useTranslation } from '@/lib/use-translation';
import { TEST_IDS } from '@/testing/test-ids';
import { flowStore } from '../flow-store';
import { keptInviteCode } from '../invite-code';
import { cancelInvite, submitInviteCode } from '../session-flow';
import { Inviter } from './Inviter';
import './SessionPopups.css';

/**
 * Opens on login code 1001. A tap outside does not close it (spec section 2); confirm retries
 * the login with the typed code; an empty code shows the 'enter invite code' toast. It opens
 * filled with the invitation kept from an earlier page (invite-code.ts) and says whose it is.
 */
export function InvitePopup({
  submit = submitInviteCode,
  cancel = cancelInvite,
}: {
  submit?: (code: string) => Promise<void>;
  cancel?: () => void;
}) {
  const { t } = useTranslation();
  const open = flowStore.use((s) => s.inviteOpen);
  const busy = flowStore.use((s) => s.busy);
  const [code, setCode] = useState(() => keptInviteCode() ?? '');
  const inputId = useId();

  return (
    <Popup
      show={open}
      mode="center"
      closeable
      closeOnClickOverlay={false}
      label={t('invite.title')}
      testId={TEST_IDS.invitePopup}
      onClose={cancel}
    >
      <form
        className="session-popup"
        onSubmit={(e) => {
          e.preventDefault();
          void submit(code);
        }}
      >
        <h2 className="session-popup__title">{t('invite.title')}</h2>
        <p className="session-popup__text">{t('invite.hint')}</p>
        <label className="visually-hidden" htmlFor={inputId}>
          {t('invite.label')}
        </label>
        <input
          id={inputId}
          className="input"
          value={code}
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('invite.placeholder')}
          data-testid={TEST_IDS.inviteInput}
          onChange={(e) => setCode(e.target.value)}
        />
        <Inviter code={code} />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={busy}
          data-testid={TEST_IDS.inviteConfirm}
        >
          {t('invite.confirm')}
        </button>
      </form>
    </Popup>
  );
}

export default InvitePopup;
