import type { LoginBody, LoginResult, loginRoute, logoutRoute } from '@xbond/shared/api/session';
import { CLIENT_CODES } from '@xbond/shared/error-codes';
import { api } from '@/lib/api-client';

export const LOGIN_URL: (typeof loginRoute)['url'] = '/api/v2/login/address';
export const LOGOUT_URL: (typeof logoutRoute)['url'] = '/api/v2/login/logout';

export const NOT_REGISTERED = CLIENT_CODES.notRegistered; // 1001: open the invite popup
export const UNKNOWN_INVITE_CODE = CLIENT_CODES.unknownInviteCode; // 1002
export const NONCE_INVALID = CLIENT_CODES.nonceInvalid; // 1003: sign again

/** The session flow reacts to these codes itself, so the client shows no toast for them. */
const HANDLED = [NOT_REGISTERED, UNKNOWN_INVITE_CODE, NONCE_INVALID] as const;

export const login = (body: LoginBody) =>
  api.post<LoginResult>(LOGIN_URL, body, { silentCodes: HANDLED });

export const logout = () => api.post<null>(LOGOUT_URL);
