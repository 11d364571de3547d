/**
 * Spec section 5: the invite code used at login is the typed one; else `invite_code` from the
 * page URL's query (the search part, or the query inside the hash route); else null.
 *
 * An invitee often reads a few pages before connecting, and the code leaves the URL with the
 * first navigation. So the code of the first URL that carries one is also kept (localStorage,
 * 30 days; a later invitation replaces it) and fills the invite popup when it opens.
 */
export function inviteCodeFromUrl(location: { search: string; hash: string } = window.location) {
  const fromSearch = new URLSearchParams(location.search).get('invite_code');
  if (fromSearch?.trim()) return fromSearch.trim();
  const q = location.hash.indexOf('?');
  const fromHash =
    q === -1 ? null : new URLSearchParams(location.hash.slice(q + 1)).get('invite_code');
  return fromHash?.trim() ? fromHash.trim() : null;
}

export function chooseInviteCode(
  typed: string | null | undefined,
  location?: { search: string; hash: string },
) {
  const t = typed?.trim();
  return t ? t : inviteCodeFromUrl(location);
}

export const KEPT_INVITE_KEY = 'xbond.invite';
export const KEPT_INVITE_DAYS = 30;

/** Keeps the URL's invite code, if it has one (called once at start). */
export function keepInviteCode(
  location: { search: string; hash: string } = window.location,
  now = Date.now(),
): void {
  const code = inviteCodeFromUrl(location);
  try {
    if (code) localStorage.setItem(KEPT_INVITE_KEY, JSON.stringify({ code, at: now }));
  } catch {
    // Storage disabled: the URL still carries it on this page.
  }
}

/** The kept invite code while it is younger than 30 days, else null. */
export function keptInviteCode(now = Date.now()): string | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_INVITE_KEY) ?? 'null') as {
      code?: unknown;
      at?: unknown;
    } | null;
    const fresh = typeof kept?.at === 'number' && now - kept.at < KEPT_INVITE_DAYS * 86_400_000;
    return fresh && typeof kept.code === 'string' ? kept.code : null;
  } catch {
    return null;
  }
}
