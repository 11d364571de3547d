// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageUrlToShare } from './page-url';

describe('the page address to open in a wallet app', () => {
  it('adds the kept invite code to the hash route, keeping the route and its query', () => {
    expect(pageUrlToShare('https://x.example/#/pages/swap/index?from=USDD', 'KEPT2345')).toBe(
      'https://x.example/#/pages/swap/index?from=USDD&invite_code=KEPT2345',
    );
    expect(pageUrlToShare('https://x.example/', 'KEPT2345')).toBe(
      'https://x.example/#/?invite_code=KEPT2345',
    );
  });

  it('keeps the code the address already carries, and adds none without one', () => {
    const withCode = 'https://x.example/#/?invite_code=URL23456';
    expect(pageUrlToShare(withCode, 'KEPT2345')).toBe(withCode);
    expect(pageUrlToShare('https://x.example/#/pages/team/index', null)).toBe(
      'https://x.example/#/pages/team/index',
    );
  });
});
