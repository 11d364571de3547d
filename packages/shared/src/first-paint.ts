/**
 * The web app's first paint is the page, not an empty frame: the build writes into index.html
 * every route's frame (the page's heading and static text, a visitor's connect prompt) in each
 * language, all hidden, and this script, inline right after the app's root, keeps the one of
 * the hash route (the server never sees a hash) in the language the user store will start in,
 * without the prompt when a session is stored (nor a first tab's text when the link asks for
 * another tab), before the first paint; React replaces it on its
 * first render. Storage refused or anything unexpected: no frame is kept, the empty top bar
 * shows as before.
 *
 * One source for the script's text: the web build writes it, the API allows exactly it in its
 * Content-Security-Policy by its hash (no other inline script runs). The storage keys and the
 * default language are read from the frames' element, so this text never changes with them.
 */
export const ROUTE_FRAMES_ID = 'route-frames';

export const FIRST_PAINT_SCRIPT = `(() => {
  const frames = document.getElementById('${ROUTE_FRAMES_ID}');
  if (!frames) return;
  const { sessionKey, localeKey, defaultLocale } = frames.dataset;
  try {
    let session = {};
    try {
      session = JSON.parse(sessionStorage.getItem(sessionKey) ?? '{}') ?? {};
    } catch {}
    let locale = session.applicationLocale ?? localStorage.getItem(localeKey);
    const all = [...frames.children];
    if (!all.some((f) => f.dataset.locale === locale)) locale = defaultLocale;
    const frame = (path) => all.find((f) => f.dataset.path === path && f.dataset.locale === locale);
    const shown = frame(location.hash.slice(1).split('?')[0] || '/') ?? frame('/');
    for (const f of all) {
      if (f === shown) f.hidden = false;
      else f.remove();
    }
    // A stored session is signed in (the user store's test): no connect prompt for it.
    if (typeof session.token === 'string' && typeof session.address === 'string')
      for (const p of shown?.querySelectorAll('[data-visitor]') ?? []) p.remove();
    // What the page shows on its first view only (its first tab): not when the link asks for
    // another (the query names it).
    const query = new URLSearchParams(location.hash.split('?')[1] ?? '');
    for (const p of shown?.querySelectorAll('[data-unless-query]') ?? [])
      if (query.has(p.dataset.unlessQuery)) p.remove();
  } catch {
    frames.replaceChildren();
  }
})();`;
