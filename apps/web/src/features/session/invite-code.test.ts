import { describe, expect, it } from 'vitest';
import { chooseInviteCode, inviteCodeFromUrl } from './invite-code';

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
