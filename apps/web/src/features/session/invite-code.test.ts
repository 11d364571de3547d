import { beforeEach, describe, expect, it } from 'vitest';
import {
  chooseInviteCode,
  inviteCodeFromUrl,
  KEPT_INVITE_KEY,
  keepInviteCode,
  keptInviteCode,
} from './invite-code';

describe('invite code choice (spec section 5)', () => {
  it('reads invite_code from the search part', () => {
    expect(inviteCodeFromUrl({ search: '?invite_code=ABCD1234', hash: '#/' })).toBe('ABCD1234');
  });

  it('reads invite_code from the query inside the hash route', () => {
    expect(inviteCodeFromUrl({ search: '', hash: '#/pages/index/index?invite_code=HASH42' })).toBe(
      'HASH42',
    );
  });

  it('prefers the search part, and gives null when there is none', () => {
    expect(inviteCodeFromUrl({ search: '?invite_code=S', hash: '#/?invite_code=H' })).toBe('S');
    expect(inviteCodeFromUrl({ search: '?x=1', hash: '#/team' })).toBeNull();
    expect(inviteCodeFromUrl({ search: '?invite_code=', hash: '' })).toBeNull();
  });

  it('the typed code wins over the URL', () => {
    const location = { search: '?invite_code=URL', hash: '' };
    expect(chooseInviteCode(' TYPED ', location)).toBe('TYPED');
    expect(chooseInviteCode('   ', location)).toBe('URL');
    expect(chooseInviteCode(null, { search: '', hash: '' })).toBeNull();
  });
});

describe('the kept invite code', () => {
  const DAY = 86_400_000;
  const t0 = Date.UTC(2025, 0, 1);
  beforeEach(() => localStorage.clear());

  it('keeps the code of a URL that carries one, and a URL without one keeps it', () => {
    keepInviteCode({ search: '', hash: '#/?invite_code=FIRST234' }, t0);
    keepInviteCode({ search: '', hash: '#/pages/team/index' }, t0 + DAY);
    expect(keptInviteCode(t0 + 2 * DAY)).toBe('FIRST234');
  });

  it('a later invitation replaces it', () => {
    keepInviteCode({ search: '?invite_code=FIRST234', hash: '#/' }, t0);
    keepInviteCode({ search: '', hash: '#/?invite_code=LATER567' }, t0 + DAY);
    expect(keptInviteCode(t0 + DAY)).toBe('LATER567');
  });

  it('is forgotten after 30 days from the invitation', () => {
    keepInviteCode({ search: '', hash: '#/?invite_code=FIRST234' }, t0);
    expect(keptInviteCode(t0 + 30 * DAY - 1)).toBe('FIRST234');
    expect(keptInviteCode(t0 + 30 * DAY)).toBeNull();
  });

  it('reads nothing from a damaged entry', () => {
    localStorage.setItem(KEPT_INVITE_KEY, '{not json');
    expect(keptInviteCode()).toBeNull();
    localStorage.setItem(KEPT_INVITE_KEY, JSON.stringify({ code: 42, at: Date.now() }));
    expect(keptInviteCode()).toBeNull();
  });
});
