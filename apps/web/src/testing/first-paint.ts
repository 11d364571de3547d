import { routeFramesHtml } from '../../route-frames';

/**
 * What index.html's first paint draws for a visitor under a route's heading, before any script
 * (route-frames.ts), in English: a page's test compares its own first render with it.
 */
export function paintedVisitorView(path: string): Element | null {
  const frames = document.createElement('div');
  frames.innerHTML = routeFramesHtml();
  return frames.querySelector(`[data-path="${path}"][data-locale="en"] [data-visitor]`);
}
