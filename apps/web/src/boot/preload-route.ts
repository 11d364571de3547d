/**
 * The boot script (its own tiny chunk, `<script type="module" async>` in index.html, see
 * route-preload.ts): once the route's frame is painted, asks for the route's page, its
 * dictionaries and the shell's, as preloads the app's own imports then find in the cache.
 * Without the map (the dev server) it does nothing.
 */
import { ROUTE_FILES_ID, type RouteFilesMap, routeFiles } from './route-files';

function preload(href: string): void {
  const link = document.createElement('link');
  if (href.endsWith('.css')) {
    // A preload, not a stylesheet: Vite's loader still adds the stylesheet and waits for it
    // before the page renders, so the page never shows unstyled.
    link.rel = 'preload';
    link.as = 'style';
  } else {
    link.rel = 'modulepreload';
  }
  // The same CORS mode as Vite's own links and module scripts, or the cache would not match.
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

function readMap(): RouteFilesMap | null {
  const text = document.getElementById(ROUTE_FILES_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as RouteFilesMap) : null;
  } catch {
    return null;
  }
}

function start(): void {
  const map = readMap();
  if (!map) return;
  try {
    for (const href of routeFiles(map, location.hash, sessionStorage, localStorage)) preload(href);
  } catch {
    // Storage refused (some private modes): the app loads these itself, a little later.
  }
}

// Once the route's frame (index.html) is painted, as main.tsx waits for it: the first paint
// waits for no request. (Here, not imported: this chunk must import nothing.)
requestAnimationFrame(() => setTimeout(start, 0));
