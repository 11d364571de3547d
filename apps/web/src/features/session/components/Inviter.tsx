import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useDebounced } from '@/lib/use-debounced';
import { useTranslation } from '@/lib/use-translation';
import { getInviter } from '../api/get-inviter';
import { UNKNOWN_INVITE_CODE } from '../api/login';
import { SESSION_TEST_IDS } from '../test-ids';

type Lookup =
  | { code: string; state: 'found'; inviter: string }
  | { code: string; state: 'unknown' | 'failed' };

/** Whose invitation the typed code is, asked 400 ms after typing stops (a masked address). */
export function Inviter({ code }: { code: string }) {
  const { t } = useTranslation();
  const settled = useDebounced(code.trim(), 400);
  const [lookup, setLookup] = useState<Lookup | null>(null);

  useEffect(() => {
    if (!settled) return;
    const abort = new AbortController();
    getInviter(settled, abort.signal).then(
      ({ inviter }) => setLookup({ code: settled, state: 'found', inviter }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const unknown = error instanceof ApiError && error.code === UNKNOWN_INVITE_CODE;
        setLookup({ code: settled, state: unknown ? 'unknown' : 'failed' });
      },
    );
    return () => abort.abort();
  }, [settled]);

  const typed = code.trim();
  if (!typed) return null;
  // Only an answer about exactly what is typed is shown.
  const current = lookup?.code === typed ? lookup : null;
  if (current?.state === 'failed') return null;
  return (
    <p
      className={`session-popup__inviter${current?.state === 'unknown' ? ' session-popup__inviter--unknown' : ''}`}
      data-testid={SESSION_TEST_IDS.inviteInviter}
      data-state={current?.state ?? 'checking'}
      aria-live="polite"
    >
      {current === null
        ? t('invite.checking')
        : current.state === 'found'
          ? t('invite.from', { address: current.inviter })
          : t('invite.unknown')}
    </p>
  );
}
