/**
 * The team screen with the real API client against a local HTTP server: every team label,
 * the exit cap bar, the invite link and its QR code, the level table with the user's level,
 * the burn (no currency, too few tokens, confirm), direct referrals; loading, error, signed out.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { toast } from '@/components/ui/Toast/toast-store';
import { PATHS } from '@/config/paths';
import { sessionStore } from '@/features/session/store';
import { requestsTo, setupApiPage } from '@/testing/api-page';
import { paintedVisitorView } from '@/testing/first-paint';
import { en } from '@/testing/messages';
import { inviteLink } from '../components/InviteCard';
import { TEAM_TEST_IDS as T } from '../test-ids';
import { apiRoute, book, direct, freshPage } from '../testing/fixtures';

const server = setupApiPage(apiRoute, freshPage);

const text = (testId: string) => screen.getByTestId(testId).textContent;
const toastMessages = () => toast.getAll().map((t) => t.message);

async function openPage() {
  window.location.hash = `#${PATHS.team}`;
  render(<App />);
  await screen.findByTestId(T.capBar);
}

describe('team page', () => {
  it('not signed in: the levels table; their team asks to connect, nothing personal asked', async () => {
    freshPage(server, false);
    window.location.hash = `#${PATHS.team}`;
    render(<App />);
    expect((await screen.findByTestId(T.connect)).textContent).toContain(en.visitor.seeYours);
    // The levels table is everyone's.
    await screen.findByTestId(T.levelRow(1));
    expect(requestsTo(server, '/api/v2/team/info')).toHaveLength(0);
  });

  it('a visitor before the system info: what the first paint drew, bars for the figures', async () => {
    freshPage(server, false);
    sessionStore.set({ systemInfo: null });
    window.location.hash = `#${PATHS.team}`;
    render(<App />);
    const view = (await screen.findByTestId(T.connect)).parentElement;
    const painted = paintedVisitorView(PATHS.team);
    expect(view?.querySelectorAll('.skeleton--slot')).toHaveLength(3);
    expect(painted?.querySelectorAll('.skeleton--slot')).toHaveLength(3);
    expect(view?.querySelectorAll('tbody tr')).toHaveLength(
      painted?.querySelectorAll('tbody tr').length ?? -1,
    );
    expect(view?.textContent).toBe(painted?.textContent);
  });

  it('skeleton, then every team label of the spec', async () => {
    book.overrides['/api/v2/team/info'] = [
      { body: { code: 1, msg: '', data: book.info }, delayMs: 100 },
    ];
    window.location.hash = `#${PATHS.team}`;
    render(<App />);
    await screen.findByTestId(T.skeleton);
    await screen.findByTestId(T.capBar);
    const f = T.figure;
    expect(text(T.level)).toBe('V1 · 5%');
    expect(text(f('referrer'))).toBe('0x709******c8');
    expect(text(f('personalDeposit'))).toBe('500X');
    expect(text(f('coefficient'))).toBe('50%');
    expect(text(f('validDirects'))).toBe('2');
    expect(text(f('directs'))).toBe('3');
    expect(text(f('members'))).toBe('3');
    // V2 needs 3 valid directs and 50,000 X in the small region: 1 and 49,000 X to go.
    expect(text(T.nextLevel)).toBe(
      'To reach V2: valid direct referrals +1, small region +49,000 X.',
    );
    expect(text(f('network'))).toBe('3,000X');
    expect(text(f('largeRegion'))).toBe('2,000X');
    expect(text(f('smallRegion'))).toBe('1,000X');
    expect(text(f('totalBonus'))).toContain('4.5X');
    expect(text(f('direct'))).toBe('3X');
    expect(text(f('community'))).toBe('1.5X');
    expect(text(f('locked'))).toBe('4.5X');
    expect(text(f('withdrawable'))).toBe('0X');
    expect(text(f('frozen'))).toBe('0X');
    expect(text(f('burned'))).toBe('0X');
    expect(text(f('earned'))).toBe('1,000X');
    expect(text(f('cap'))).toBe('2,500X');
    expect(screen.getByText(en.team.asOf.replace('{{day}}', '2024-12-31'))).toBeTruthy();
  });

  it('the exit cap as a bar of earned over the cap; the level table marks the level', async () => {
    await openPage();
    expect(screen.getByTestId(T.capBar).getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByTestId(T.levelRow(1)).getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId(T.levelRow(2)).getAttribute('aria-current')).toBeNull();
    expect(text(T.levelRow(5))).toContain('5,000,000X');
    expect(text(T.levelRow(5))).toContain('25%');
    expect(screen.getByText(/at least 100 X staked/)).toBeTruthy();
  });

  it('no referrer and no level: says so', async () => {
    book.info = { ...book.info, referrer: null, level: 0, rateBps: 0, day: null };
    await openPage();
    expect(text(T.level)).toBe(en.team.noLevel);
    expect(text(T.figure('referrer'))).toBe(en.team.noReferrer);
    expect(screen.getByText(en.team.notSettled)).toBeTruthy();
    expect(screen.queryByTestId(T.levelRow(1))?.getAttribute('aria-current')).toBeNull();
  });

  it('the invite link carries the invite code, and its QR code encodes it', async () => {
    await openPage();
    const link = inviteLink('ALICE123', window.location);
    expect(link).toMatch(/#\/\?invite_code=ALICE123$/);
    expect(text(T.inviteLink)).toBe(link);
    const qr = screen.getByTestId(T.inviteQr);
    expect(qr.getAttribute('data-text')).toBe(link);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('burn: no currency chosen says so and sends nothing', async () => {
    await openPage();
    fireEvent.click(screen.getByTestId(T.burnSubmit));
    expect(text(T.burnError)).toBe(en.validation.selectBurnCurrency);
    expect(requestsTo(server, '/api/v2/team/burn')).toHaveLength(0);
  });

  it('burn: too few tokens say so before anything is sent', async () => {
    await openPage();
    fireEvent.click(screen.getByTestId(T.burnAsset('HBOX')));
    await screen.findByText('Available: 10 HBOX');
    fireEvent.click(screen.getByTestId(T.burnSubmit));
    expect(text(T.burnError)).toBe(en.validation.insufficientBalance);
    expect(requestsTo(server, '/api/v2/team/burn')).toHaveLength(0);
  });

  it('burn Z equal to the principal after confirming; burned and the community cap grow', async () => {
    await openPage();
    fireEvent.click(screen.getByTestId(T.burnAsset('Z')));
    await screen.findByText('Available: 2,000 Z');
    expect(text(T.burnSubmit)).toBe('Burn 500 Z');
    fireEvent.click(screen.getByTestId(T.burnSubmit));
    const sheet = within(await screen.findByTestId(T.confirmSheet));
    expect(screen.getByTestId(T.confirmSheet).textContent).toContain('500Z');
    fireEvent.click(sheet.getByTestId(T.confirm));
    await waitFor(() => expect(toastMessages()).toContain(en.result.burnSuccess));
    const [call] = requestsTo(server, '/api/v2/team/burn');
    expect(call?.body).toEqual({ asset: 'Z' });
    expect(call?.headers['idempotency-key']).toMatch(/.+/);
    await waitFor(() => expect(text(T.figure('burned'))).toBe('500X'));
    expect(text(T.figure('communityCap'))).toBe('5,000X');
  });

  it('nothing staked: the burn is disabled and says why', async () => {
    book.info = { ...book.info, personalDeposit: '0' };
    await openPage();
    const button = screen.getByTestId(T.burnSubmit);
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.textContent).toBe(en.team.burnNothingStaked);
  });

  it('direct referrals: the newest three and the way to all of them', async () => {
    book.directs = [direct(4), direct(3, { valid: false, stake: '50' }), direct(2), direct(1)];
    await openPage();
    const list = await screen.findByTestId(T.directsPreview);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(text(T.direct('3'))).toContain(en.team.record.notValid);
    expect(text(T.direct('3'))).toContain('50X');
    expect(screen.getByText('4 in all')).toBeTruthy();
    fireEvent.click(screen.getByTestId(T.directsAll));
    await screen.findByTestId(T.recordList('directs'));
    expect(screen.getByTestId(T.recordTab('directs')).getAttribute('aria-selected')).toBe('true');
  });

  it("home's Community entry opens the team page on the level table", async () => {
    // jsdom does not lay out, so it has no scrollIntoView: record whom the page scrolls to.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      window.location.hash = `#${PATHS.team}?tab=community`;
      render(<App />);
      await screen.findByTestId(T.capBar);
      await waitFor(() => expect(scrolled).toHaveLength(1));
      expect(within(scrolled[0] as HTMLElement).getByTestId(T.levelRow(1))).toBeTruthy();
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('a failed read says so and reads again on retry', async () => {
    // The query client tries a read twice.
    book.overrides['/api/v2/team/info'] = [
      { status: 500, text: 'boom' },
      { status: 500, text: 'boom' },
    ];
    window.location.hash = `#${PATHS.team}`;
    render(<App />);
    const error = await screen.findByTestId(T.error);
    expect(error.textContent).toContain(en.team.loadFailed);
    fireEvent.click(within(error).getByRole('button'));
    await screen.findByTestId(T.capBar);
  });
});
