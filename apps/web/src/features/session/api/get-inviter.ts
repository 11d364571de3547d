import type { InviterResult, inviterRoute } from '@xbond/shared/api/session';
import { api } from '@/lib/api-client';
import { UNKNOWN_INVITE_CODE } from './login';

export const INVITER_URL: (typeof inviterRoute)['url'] = '/api/v2/login/inviter';

/** Whose invitation a code is (a masked address); 1002 when no one's, said in place, no toast. */
export const getInviter = (code: string, signal?: AbortSignal) =>
  api.get<InviterResult>(INVITER_URL, {
    params: { invite_code: code },
    silentCodes: [UNKNOWN_INVITE_CODE],
    signal,
  });
