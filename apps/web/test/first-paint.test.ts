/**
 * The first paint's script (packages/shared/src/first-paint.ts) on index.html's route frames
 * (route-frames.ts): it keeps the hash route's frame in the language the user store will start
 * in, and drops the others before the first paint.
 */
import { FIRST_PAINT_SCRIPT, ROUTE_FRAMES_ID } from '@xbond/shared/first-paint';
import { LOCALES } from '@xbond/shared/locales';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LOADING_FIGURE } from '@/components/ui/Skeleton/Skeleton';
import { PATHS } from '@/config/paths';
import { PageLead } from '@/features/layout/components/PageFrame';
import { LOCALE_STORAGE_KEY, SESSION_STORAGE_KEY } from '@/features/session/storage-keys';
import { messageAt, messagesOf } from '@/testing/messages';
import { LEADS, routeFramesHtml } from '../route-frames';

/** index.html's body at `hash` once the inline script has run (as the parser runs it). */
function firstPaint(hash: string) {
  window.location.hash = hash;
  document.body.innerHTML = routeFramesHtml();
  new Function(FIRST_PAINT_SCRIPT)();
  const frames = document.getElementById(ROUTE_FRAMES_ID);
  const shown = [...(frames?.children ?? [])].filter((f) => !(f as HTMLElement).hidden);
  return { shown, heading: frames?.querySelector('h1')?.textContent };
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  window.location.hash = '';
});

describe('the first paint', () => {
  it('a first visit shows home in the default language', () => {
    const { shown } = firstPaint('');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.getAttribute('lang')).toBe('en');
    expect(shown[0]?.textContent).toContain(messagesOf('en').home.tagline);
  });

  it('a deep link shows its heading, the query aside, and nothing else', () => {
    const { shown, heading } = firstPaint(`#${PATHS.pledge}?tab=regular`);
    expect(shown).toHaveLength(1);
    expect(heading).toBe(messagesOf('en').pages.pledge);
    expect(document.querySelectorAll('[data-path]')).toHaveLength(1);
  });

  it('in the remembered language, and the session’s before it', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'th');
    expect(firstPaint(`#${PATHS.swap}`).heading).toBe(messagesOf('th').pages.swap);
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ applicationLocale: 'ja' }));
    expect(firstPaint(`#${PATHS.swap}`).heading).toBe(messagesOf('ja').pages.swap);
  });

  it('a visitor sees the connect prompt under the heading, a stored session does not', () => {
    const hint = messagesOf('en').pledge.connectHint;
    expect(firstPaint(`#${PATHS.repledge}`).shown[0]?.textContent).toContain(hint);
    sessionStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ address: '0x1234', token: 'a-token', applicationLocale: 'en' }),
    );
    const { shown, heading } = firstPaint(`#${PATHS.repledge}`);
    expect(heading).toBe(messagesOf('en').pages.repledge);
    expect(shown[0]?.textContent).not.toContain(hint);
  });

  it("a page's lead stands under the heading as the page's first render draws it, bars for its figures", () => {
    expect(Object.keys(LEADS)).toEqual(
      expect.arrayContaining([PATHS.pledge, PATHS.swap, PATHS.reserveBond, PATHS.liquidityBond]),
    );
    for (const locale of LOCALES) {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
      for (const [path, { key }] of Object.entries(LEADS)) {
        firstPaint(`#${path}`);
        // The script's mark (not React's) aside.
        const drawn = document.querySelector('h1 + p')?.cloneNode(true) as Element | undefined;
        drawn?.removeAttribute('data-unless-query');
        // PageLead with the figures not loaded yet: what React's first render puts there.
        const text = messageAt(messagesOf(locale), key).replace(/\{\{\w+\}\}/g, LOADING_FIGURE);
        const page = document.createElement('div');
        page.innerHTML = renderToStaticMarkup(createElement(PageLead, { text }));
        expect(drawn?.isEqualNode(page.firstChild), `${path} ${locale}`).toBe(true);
      }
    }
  });

  it("a link to another tab than the first paints no first tab's lead", () => {
    const lead = messagesOf('en').pledge.currentIntro.split('{{')[0] ?? '';
    expect(firstPaint(`#${PATHS.pledge}`).shown[0]?.textContent).toContain(lead);
    expect(firstPaint(`#${PATHS.pledge}?tab=regular`).shown[0]?.textContent).not.toContain(lead);
    // The ranking's lead reads the same for every period.
    const note = messagesOf('en').prize.poolNote.split('{{')[0] ?? '';
    expect(firstPaint(`#${PATHS.ranking}?period=week`).shown[0]?.textContent).toContain(note);
  });

  it('an unknown route shows home, an unknown language the default', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    const { shown } = firstPaint('#/nowhere');
    expect(shown[0]?.getAttribute('data-path')).toBe(PATHS.home);
    expect(shown[0]?.getAttribute('lang')).toBe('en');
  });
});
