/**
 * The trading turbo screen with the real API client against a local HTTP server: every label,
 * the vortex's activation (confirm, Idempotency-Key, once), the claim (checks, Max, confirm),
 * a refusal shown in the user's language, what buying X would release, loading, error,
 * signed out.
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
import { TURBO_TEST_IDS as T } from '../test-ids';
import { apiRoute, book, freshPage, turboInfo } from '../testing/fixtures';

const server = setupApiPage(apiRoute, freshPage);

const text = (testId: string) => screen.getByTestId(testId).textContent;
const toastMessages = () => toast.getAll().map((t) => t.message);
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

async function openPage() {
  window.location.hash = `#${PATHS.turbo}`;
  render(<App />);
  await screen.findByTestId(T.claimForm);
}

describe('trading turbo page', () => {
  it('not signed in: how the turbo works; their turbine asks to connect', async () => {
    freshPage(server, false);
    window.location.hash = `#${PATHS.turbo}`;
    render(<App />);
    expect((await screen.findByTestId(T.connect)).textContent).toContain(en.visitor.seeYours);
    // How the turbo works, with the activation fee from the system info.
    await screen.findByTestId(T.rule);
    expect(requestsTo(server, '/api/v2/turbo/info')).toHaveLength(0);
  });

  it('a visitor before the system info: what the first paint drew, a bar for the fee', async () => {
    freshPage(server, false);
    sessionStore.set({ systemInfo: null });
    window.location.hash = `#${PATHS.turbo}`;
    render(<App />);
    const rule = await screen.findByTestId(T.rule);
    expect(rule.querySelectorAll('.skeleton--slot')).toHaveLength(1);
    // The frame index.html paints before any script: the same words in the same order.
    const painted = paintedVisitorView(PATHS.turbo);
    expect(painted?.querySelectorAll('.skeleton--slot')).toHaveLength(1);
    expect(screen.getByTestId(T.connect).parentElement?.textContent).toBe(painted?.textContent);
  });

  it('skeleton, then every figure and the rule; nothing claimable before the vortex', async () => {
    book.overrides['/api/v2/turbo/info'] = [
      { body: { code: 1, msg: '', data: book.info }, delayMs: 100 },
    ];
    window.location.hash = `#${PATHS.turbo}`;
    render(<App />);
    await screen.findByTestId(T.skeleton);
    await screen.findByTestId(T.claimForm);
    expect(text(T.figure('pending'))).toBe('100X');
    expect(text(T.figure('claimable'))).toBe('0X');
    expect(text(T.figure('released'))).toBe('0X');
    expect(text(T.figure('claimed'))).toBe('0X');
    expect(text(T.figure('vortex'))).toBe(en.turbo.notActivated);
    expect(text(T.status)).toBe(en.turbo.notActivated);
    expect(text(T.vortex)).toContain(fill(en.turbo.activateIntro, { fee: '5' }));
    expect(text(T.activate)).toBe('Activate for 5 USDD');
    // The spec's rule, plainly: claims wait for the vortex; buying releases an equal amount.
    expect(text(T.claimReason)).toBe(en.turbo.claimNeedsVortex);
    expect(screen.getByTestId(T.claimSubmit).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId(T.claimMax).hasAttribute('disabled')).toBe(true);
    const rule = text(T.rule) ?? '';
    expect(rule).toContain(en.turbo.ruleUnstake);
    expect(rule).toContain(fill(en.turbo.ruleVortex, { fee: '5' }));
    expect(rule).toContain(en.turbo.ruleRelease);
    expect(rule).toContain(en.turbo.ruleNoVortex);
    type(T.previewInput, '40');
    expect(text(T.previewResult)).toBe(en.turbo.previewNone);
    expect(screen.getByTestId(T.swapLink).getAttribute('href')).toBe(`#${PATHS.swap}`);
    expect(screen.getByTestId(T.recordsLink).getAttribute('href')).toBe(`#${PATHS.turboRecord}`);
  });

  it('an error says so and Retry reads again', async () => {
    book.overrides['/api/v2/turbo/info'] = [
      { status: 500, text: 'oops' },
      { status: 500, text: 'oops' },
    ];
    window.location.hash = `#${PATHS.turbo}`;
    render(<App />);
    const error = await screen.findByTestId(T.error);
    expect(error.textContent).toContain(en.turbo.loadFailed);
    fireEvent.click(within(error).getByRole('button'));
    await screen.findByTestId(T.claimForm);
  });

  it('activates the vortex once, after a confirm that says what it costs', async () => {
    await openPage();
    fireEvent.click(screen.getByTestId(T.activate));
    const sheet = within(await screen.findByTestId(T.activateSheet));
    expect(sheet.getByText(en.turbo.confirmActivateTitle)).toBeTruthy();
    expect(sheet.getByText('5')).toBeTruthy();
    expect(sheet.getByText(en.turbo.treasury)).toBeTruthy();
    expect(sheet.getByText(en.turbo.once)).toBeTruthy();
    expect(sheet.getByText(en.turbo.activateNote)).toBeTruthy();
    expect(requestsTo(server, '/api/v2/turbo/activate')).toHaveLength(0);
    fireEvent.click(sheet.getByTestId(T.activateConfirm));
    await waitFor(() => expect(toastMessages()).toContain(en.result.activationSuccess));
    const [call] = requestsTo(server, '/api/v2/turbo/activate');
    expect(call?.method).toBe('POST');
    expect(call?.headers['idempotency-key']).toMatch(/.+/);
    await waitFor(() => expect(text(T.status)).toBe(en.turbo.activated));
    expect(screen.queryByTestId(T.vortex)).toBeNull();
    expect(text(T.figure('vortex'))).toMatch(/^Activated 2025-01-01/);
    // The fee left the USDD balance: the wallet is read again.
    await waitFor(() =>
      expect(requestsTo(server, '/api/v2/user/wallet').length).toBeGreaterThan(1),
    );
    expect(book.usdd).toBe('15');
    // Nothing claimable yet: buying X comes first.
    expect(text(T.claimReason)).toBe(en.turbo.nothingClaimable);
  });

  it('too little USDD: activating is disabled with the reason, nothing asked', async () => {
    book.usdd = '2';
    await openPage();
    await waitFor(() =>
      expect(text(T.activateReason)).toBe(
        fill(en.turbo.activateShort, { fee: '5', available: '2' }),
      ),
    );
    expect(screen.getByTestId(T.activate).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId(T.activate));
    expect(screen.queryByTestId(T.activateSheet)).toBeNull();
    expect(requestsTo(server, '/api/v2/turbo/activate')).toHaveLength(0);
  });

  it('claims claimable X: checks first, Max, confirm, then the figures move', async () => {
    book.info = turboInfo({ activated: true, activatedAt: '2025-01-01T00:00:00.000Z' });
    book.info = { ...book.info, pending: '60', claimable: '40', released: '40' };
    await openPage();
    expect(text(T.claimBalance)).toBe('Claimable: 40 X');
    fireEvent.click(screen.getByTestId(T.claimSubmit));
    expect(text(T.claimError)).toBe(en.validation.enterAmount);
    type(T.claimInput, 'abc');
    expect(text(T.claimError)).toBe(en.validation.enterValidAmount);
    type(T.claimInput, '50');
    expect(text(T.claimError)).toBe(fill(en.turbo.claimTooMuch, { amount: '40' }));
    fireEvent.click(screen.getByTestId(T.claimMax));
    expect((screen.getByTestId(T.claimInput) as HTMLInputElement).value).toBe('40');
    type(T.claimInput, '25');
    expect(screen.queryByTestId(T.claimError)).toBeNull();
    expect(text(T.claimSubmit)).toBe('Claim 25 X');
    fireEvent.click(screen.getByTestId(T.claimSubmit));
    const sheet = within(await screen.findByTestId(T.claimSheet));
    expect(sheet.getByText(en.turbo.availableBalance)).toBeTruthy();
    expect(sheet.getByText('15')).toBeTruthy();
    expect(requestsTo(server, '/api/v2/turbo/claim')).toHaveLength(0);
    fireEvent.click(sheet.getByTestId(T.claimConfirm));
    await waitFor(() => expect(toastMessages()).toContain(en.result.claimSuccess));
    const [call] = requestsTo(server, '/api/v2/turbo/claim');
    expect(call?.body).toEqual({ amount: '25' });
    expect(call?.headers['idempotency-key']).toMatch(/.+/);
    await waitFor(() => expect(text(T.figure('claimable'))).toBe('15X'));
    expect(text(T.figure('claimed'))).toBe('25X');
    expect((screen.getByTestId(T.claimInput) as HTMLInputElement).value).toBe('');
  });

  it('a refusal is shown in the user’s language, and the turbine is read again', async () => {
    sessionStore.set({ applicationLocale: 'ja' });
    book.info = turboInfo({ activated: true, activatedAt: '2025-01-01T00:00:00.000Z' });
    book.info = { ...book.info, claimable: '40' };
    await openPage();
    type(T.claimInput, '30');
    fireEvent.click(screen.getByTestId(T.claimSubmit));
    const sheet = within(await screen.findByTestId(T.claimSheet));
    // Meanwhile less became claimable (another tab claimed): the server refuses.
    book.info = { ...book.info, claimable: '10' };
    fireEvent.click(sheet.getByTestId(T.claimConfirm));
    await waitFor(() =>
      expect(toastMessages()).toContain(
        '現在受け取れるのは最大 10 X です。先に同じ数量の X を交換する必要があります。',
      ),
    );
    expect(requestsTo(server, '/api/v2/turbo/claim')[0]?.headers['accept-language']).toBe('ja');
    await waitFor(() => expect(text(T.figure('claimable'))).toBe('10X'));
  });

  it('says what buying X would release: as much pending X, at most all of it', async () => {
    book.info = turboInfo({ activated: true, activatedAt: '2025-01-01T00:00:00.000Z' });
    await openPage();
    expect(text(T.previewResult)).toBe(fill(en.turbo.previewHint, { amount: '100' }));
    type(T.previewInput, '40');
    expect(text(T.previewResult)).toBe(fill(en.turbo.previewResult, { amount: '40' }));
    type(T.previewInput, '250.5');
    expect(text(T.previewResult)).toBe(fill(en.turbo.previewResult, { amount: '100' }));
  });

  it('with nothing pending, says where pending X comes from', async () => {
    book.info = turboInfo({
      activated: true,
      activatedAt: '2025-01-01T00:00:00.000Z',
      pending: '0',
    });
    await openPage();
    type(T.previewInput, '40');
    expect(text(T.previewResult)).toBe(en.turbo.previewEmpty);
  });
});
