import type { LogoutAllResult, logoutAllRoute } from '@xbond/shared/api/session';
import { api } from '@/lib/api-client';

export const LOGOUT_ALL_URL: (typeof logoutAllRoute)['url'] = '/api/v2/login/logout_all';

/** Ends every session of the signed-in address, on every device. */
export const logoutAll = () => api.post<LogoutAllResult>(LOGOUT_ALL_URL);
