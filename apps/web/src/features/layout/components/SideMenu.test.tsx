/**
 * The side menu's "Log out everywhere" in the app's frame, against the fake API: offered only
 * when signed in, confirmed in a sheet, then POST /login/logout_all with the session's token,
 * and this tab signed out. Cancel sends nothing; a refusal keeps the user signed in.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { sessionStore } from '@/features/session/store';
import { freshApiPage, requestsTo, setupApiPage } from '@/testing/api-page';
import { fail, ok, type RecordedRequest } from '@/testing/api-server';
import { en } from '@/testing/messages';
import { TEST_IDS } from '@/testing/test-ids';
import { layoutStore } from '../layout-store';

const LOGOUT_ALL = '/api/v2/login/logout_all';

const route = (req: RecordedRequest) => (req.url === LOGOUT_ALL ? ok({ ended: 3 }) : ok(null));
const server = setupApiPage(route, freshApiPage);
beforeEach(() => {
  server.handle(route);
  layoutStore.set({ menuOpen: false, languageOpen: false, logoutAllOpen: false });
});

/** The app at home with its side menu open. */
async function openMenu() {
  window.location.hash = '#/';
  render(<App />);
  fireEvent.click(await screen.findByTestId(TEST_IDS.topBarToggle));
  await screen.findByTestId(TEST_IDS.sideMenuLanguage);
}

async function openSheet() {
  await openMenu();
  fireEvent.click(screen.getByTestId(TEST_IDS.sideMenuLogoutAll));
  await screen.findByTestId(TEST_IDS.logoutAllConfirm);
}

describe('side menu: log out everywhere', () => {
  it('is not offered when signed out', async () => {
    freshApiPage(server, { signedIn: false });
    await openMenu();
    expect(screen.queryByTestId(TEST_IDS.sideMenuLogoutAll)).toBeNull();
  });

  it('asks first, then ends every session and signs this tab out', async () => {
    await openSheet();
    expect(screen.getByTestId(TEST_IDS.logoutAllSheet).textContent).toContain(en.logoutAll.body);
    // Nothing is sent before the confirmation.
    expect(requestsTo(server, LOGOUT_ALL)).toHaveLength(0);

    fireEvent.click(screen.getByTestId(TEST_IDS.logoutAllConfirm));
    await screen.findByText(en.logoutAll.done);
    const [sent] = requestsTo(server, LOGOUT_ALL);
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.authorization).toBe('Bearer good-token');
    expect(sessionStore.getState()).toMatchObject({ token: null, address: null });
    expect(screen.getByTestId(TEST_IDS.topBarAddress).getAttribute('data-signed-in')).toBe('false');
    // Signed out: the menu no longer offers it.
    fireEvent.click(screen.getByTestId(TEST_IDS.topBarToggle));
    await screen.findByTestId(TEST_IDS.sideMenuLanguage);
    expect(screen.queryByTestId(TEST_IDS.sideMenuLogoutAll)).toBeNull();
  });

  it('disables both buttons while the call is under way', async () => {
    server.handle((req) =>
      req.url === LOGOUT_ALL ? { ...ok({ ended: 1 }), delayMs: 300 } : ok(null),
    );
    await openSheet();
    fireEvent.click(screen.getByTestId(TEST_IDS.logoutAllConfirm));
    await waitFor(() =>
      expect(screen.getByTestId(TEST_IDS.logoutAllConfirm).textContent).toBe(en.logoutAll.pending),
    );
    expect(screen.getByTestId(TEST_IDS.logoutAllConfirm).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId(TEST_IDS.logoutAllCancel).hasAttribute('disabled')).toBe(true);
    await screen.findByText(en.logoutAll.done);
  });

  it('cancel sends nothing and keeps the session', async () => {
    await openSheet();
    fireEvent.click(screen.getByTestId(TEST_IDS.logoutAllCancel));
    await waitFor(() => expect(screen.queryByTestId(TEST_IDS.logoutAllSheet)).toBeNull());
    expect(requestsTo(server, LOGOUT_ALL)).toHaveLength(0);
    expect(sessionStore.getState().token).toBe('good-token');
  });

  it("a refusal shows the server's message and keeps the user signed in", async () => {
    server.handle((req) =>
      req.url === LOGOUT_ALL ? fail(1100, 'Refused for a reason') : ok(null),
    );
    await openSheet();
    fireEvent.click(screen.getByTestId(TEST_IDS.logoutAllConfirm));
    await screen.findByText('Refused for a reason');
    expect(sessionStore.getState().token).toBe('good-token');
    expect(screen.getByTestId(TEST_IDS.logoutAllConfirm).hasAttribute('disabled')).toBe(false);
  });
});
