import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/Toast/Toaster';
import { loadDictionaries } from '@/features/i18n/i18n';
import { LOCALE_STORAGE_KEY, sessionStore } from '@/features/session/store';
import { configureApi } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { fail, ok, startApiServer, type TestApiServer } from '@/testing/api-server';
import { resetStores, SYSTEM_INFO } from '@/testing/session';
import { TEST_IDS } from '@/testing/test-ids';
import { LanguagePopup } from './LanguagePopup';

let server: TestApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  resetStores();
  server.requests.length = 0;
  configureApi({
    baseUrl: server.url,
    getLocale: () => sessionStore.getState().applicationLocale,
    getToken: () => null,
  });
});

function renderPopup() {
  const onClose = vi.fn();
  const reload = vi.fn();
  render(
    <>
      <LanguagePopup open onClose={onClose} reload={reload} />
      <Toaster />
    </>,
  );
  return { onClose, reload };
}

describe('language popup (spec section 2)', () => {
  it('offers the five languages, each named in itself, the current one marked', () => {
    renderPopup();
    const names = ['zhTw', 'en', 'kr', 'ja', 'th'].map(
      (l) => screen.getByTestId(TEST_IDS.languageOption(l)).textContent,
    );
    expect(names).toEqual(['繁體中文', 'English', '한국어', '日本語', 'ไทย']);
    expect(screen.getByTestId(TEST_IDS.languageOption('en')).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('choosing another one re-fetches system info in it, saves it, closes and reloads', async () => {
    server.handle(() => ok({ ...SYSTEM_INFO, productName: 'XBond JA' }));
    const { onClose, reload } = renderPopup();
    fireEvent.click(screen.getByTestId(TEST_IDS.languageOption('ja')));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(server.requests[0]?.url).toBe('/api/v2/common/system_info');
    expect(server.requests[0]?.headers['accept-language']).toBe('ja');
    expect(sessionStore.getState().applicationLocale).toBe('ja');
    expect(sessionStore.getState().systemInfo?.productName).toBe('XBond JA');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ja');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("fetches the page's dictionaries in the new language before it reloads, no others", async () => {
    server.handle(() => ok(SYSTEM_INFO));
    await loadDictionaries(['pledge']);
    const { reload } = renderPopup();
    fireEvent.click(screen.getByTestId(TEST_IDS.languageOption('kr')));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(i18n.has('pledge.amount', 'kr')).toBe(true);
    expect(i18n.has('swap.intro', 'kr')).toBe(false);
  });

  it("a failure shows 'switchError' and changes nothing", async () => {
    server.handle(() => ({ status: 500, text: 'down' }));
    const { onClose, reload } = renderPopup();
    fireEvent.click(screen.getByTestId(TEST_IDS.languageOption('th')));
    await screen.findByText('Language switching failed');
    expect(reload).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(sessionStore.getState().applicationLocale).toBe('en');
  });

  it('an envelope error is a failure too', async () => {
    server.handle(() => fail(1100, 'bad'));
    const { reload } = renderPopup();
    fireEvent.click(screen.getByTestId(TEST_IDS.languageOption('kr')));
    await screen.findByText('Language switching failed');
    expect(reload).not.toHaveBeenCalled();
  });

  it('choosing the current one just closes', () => {
    const { onClose, reload } = renderPopup();
    fireEvent.click(screen.getByTestId(TEST_IDS.languageOption('en')));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    expect(server.requests).toHaveLength(0);
  });
});
