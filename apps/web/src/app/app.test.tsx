import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '@/config/paths';
import { HOME_TEST_IDS } from '@/features/home/test-ids';
import { layoutStore } from '@/features/layout/layout-store';
import { HOME_NAV_ITEMS, MENU_ITEMS } from '@/features/layout/nav';
import { sessionStore } from '@/features/session/store';
import { en, messageAt } from '@/testing/messages';
import { resetStores, SYSTEM_INFO } from '@/testing/session';
import { TEST_IDS } from '@/testing/test-ids';
import { App } from './App';
import { ROUTES } from './pages';

beforeEach(() => {
  resetStores();
  layoutStore.set({ menuOpen: false, languageOpen: false });
  sessionStore.set({ systemInfo: { ...SYSTEM_INFO, productName: 'XBond Test' } });
});
afterEach(() => {
  window.location.hash = '';
});

function renderAt(path: string) {
  window.location.hash = `#${path}`;
  return render(<App />);
}

const heading = () => screen.findByTestId(TEST_IDS.pageHeading);

describe('routes (spec section 2)', () => {
  it.each([PATHS.home, PATHS.homeAlias])('%s is home', async (path) => {
    renderAt(path);
    expect((await heading()).textContent).toBe('XBond Test');
    expect(screen.getByTestId(HOME_TEST_IDS.nav)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('XBond Test'));
  });

  it.each(ROUTES.flatMap((r) => (r.titleKey ? [[r.path, r.titleKey] as const] : [])))(
    '%s shows the frame and its heading, titled with the product name',
    async (path, titleKey) => {
      renderAt(path);
      expect((await heading()).textContent).toBe(en.pages[titleKey]);
      expect(screen.getByTestId(TEST_IDS.topBar)).toBeTruthy();
      expect(screen.getByTestId(TEST_IDS.footer)).toBeTruthy();
      await waitFor(() => expect(document.title).toBe('XBond Test'));
    },
  );

  it.each(ROUTES.flatMap((r) => (r.visitorPrompt ? [[r.path, r.visitorPrompt] as const] : [])))(
    '%s shows a visitor the connect prompt its first paint draws (route-frames.ts)',
    async (path, prompt) => {
      renderAt(path);
      const hint = await screen.findByText(messageAt(en, prompt.hint));
      expect(hint.closest('.connect-prompt')?.textContent).toContain(messageAt(en, prompt.title));
      // The rules card above it, in the words and order the first paint draws.
      const rules = prompt.rules;
      if (rules) {
        const card = screen.getByText(messageAt(en, rules.title)).closest('section');
        expect([...(card?.querySelectorAll('dt') ?? [])].map((dt) => dt.textContent)).toEqual(
          rules.labels.map((label) => messageAt(en, label)),
        );
      }
    },
  );

  it.each(ROUTES.flatMap((r) => (r.visitorNote ? [[r.path, r.visitorNote] as const] : [])))(
    '%s says to a visitor what its first paint draws under the heading (route-frames.ts)',
    async (path, note) => {
      renderAt(path);
      const said = await screen.findByText(messageAt(en, note.key));
      expect(said.className).toBe(note.className);
    },
  );

  it('covers every route of the spec plus the ranking', () => {
    const all = new Set<string>(ROUTES.map((r) => r.path));
    expect(all).toEqual(new Set(Object.values(PATHS)));
  });

  it('an unknown route goes home', async () => {
    renderAt('/pages/nowhere/index');
    expect((await heading()).textContent).toBe('XBond Test');
    await waitFor(() => expect(window.location.hash).toBe('#/'));
  });

  it('the title defaults to XBond before system info arrives', async () => {
    sessionStore.set({ systemInfo: null });
    renderAt('/pages/swap/index');
    await heading();
    await waitFor(() => expect(document.title).toBe('XBond'));
  });
});

describe('frame', () => {
  it('home shows the fuller navigation list of twelve', async () => {
    renderAt('/');
    await heading();
    const labels = HOME_NAV_ITEMS.map(
      (item) => screen.getByTestId(HOME_TEST_IDS.navItem(item.key)).textContent,
    );
    expect(labels).toEqual([
      'Home',
      'Current pledge',
      'Regular pledge',
      'Reserve Bonds',
      'Liquidity Bonds',
      'Trading Turbo',
      'FOMO Prize Pool',
      'Team',
      'Community',
      'Assets',
      'Flash Swap',
      'Insurance',
    ]);
  });

  it("the side menu has the spec's eleven entries in its order and the prize pool, the current one highlighted", async () => {
    renderAt(PATHS.swapRecord);
    await heading();
    fireEvent.click(screen.getByTestId(TEST_IDS.topBarToggle));
    const menu = await screen.findByTestId(TEST_IDS.sideMenu);
    const keys = MENU_ITEMS.map((i) => i.key);
    expect(keys).toEqual([
      'home',
      'pledge',
      'repledge',
      'bond',
      'flowBond',
      'usddAssets',
      'tnbAssets',
      'team',
      'asset',
      'swap',
      'prizePool',
      'rechargeDetail',
    ]);
    const active = keys.filter(
      (k) => within(menu).getByTestId(TEST_IDS.sideMenuItem(k)).dataset.active === 'true',
    );
    expect(active).toEqual(['swap']);
  });

  it('the menu closes on a choice and navigates', async () => {
    renderAt('/');
    await heading();
    fireEvent.click(screen.getByTestId(TEST_IDS.topBarWallet));
    fireEvent.click(await screen.findByTestId(TEST_IDS.sideMenuItem('team')));
    expect(layoutStore.get().menuOpen).toBe(false);
    await waitFor(() =>
      expect(screen.getByTestId(TEST_IDS.pageHeading).textContent).toBe(en.pages.team),
    );
  });

  it('the menu closes on the overlay', async () => {
    renderAt('/');
    await heading();
    fireEvent.click(screen.getByTestId(TEST_IDS.topBarToggle));
    const menu = await screen.findByTestId(TEST_IDS.sideMenu);
    fireEvent.click(within(menu).getByTestId(TEST_IDS.popupOverlay));
    expect(layoutStore.get().menuOpen).toBe(false);
  });

  it('the footer has the brand, the four links from settings and the 2025 line', async () => {
    renderAt('/');
    await heading();
    for (const link of SYSTEM_INFO.footerLinks) {
      expect(screen.getByTestId(TEST_IDS.footerLink(link.name)).getAttribute('href')).toBe(
        link.url,
      );
    }
    expect(screen.getByTestId(TEST_IDS.footerCopyright).textContent).toBe(
      '© 2025 XBond Test. All rights reserved.',
    );
  });

  it('the address button shows the masked address when signed in', async () => {
    sessionStore.set({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', token: 't' });
    renderAt('/');
    await heading();
    expect(screen.getByTestId(TEST_IDS.topBarAddress).textContent).toBe('0xf******266');
    act(() => sessionStore.reset());
    expect(screen.getByTestId(TEST_IDS.topBarAddress).textContent).toBe('Connect wallet');
  });

  it('the top bar fades in with scrolling', async () => {
    renderAt('/');
    await heading();
    const bar = screen.getByTestId(TEST_IDS.topBar);
    expect(bar.dataset.alpha).toBe('0');
    Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(bar.dataset.alpha).toBe('0.8'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
