/**
 * Spec section 5: the invite code used at login is the typed one; else `invite_code` from the
 * page URL's query (the search part, or the query inside the hash route); else null.
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
