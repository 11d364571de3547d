import { inviteCodeFromUrl, keptInviteCode } from './invite-code';

/**
 * This page's address to open elsewhere (a wallet app's browser, a phone scanning the QR
 * code), where this browser's storage is not: the kept invite code rides along in the hash
 * route's query unless the address already carries one.
 */
export function pageUrlToShare(href = window.location.href, code = keptInviteCode()): string {
  const url = new URL(href);
  if (!code || inviteCodeFromUrl(url)) return url.href;
  const route = url.hash.slice(1) || '/';
  const q = route.indexOf('?');
  const query = new URLSearchParams(q === -1 ? '' : route.slice(q + 1));
  query.set('invite_code', code);
  url.hash = `${q === -1 ? route : route.slice(0, q)}?${query}`;
  return url.href;
}
