import './styles/tokens.css';
import './styles/base.css';
import './styles/shapes.css';
// The first paint's route frames (index.html, route-frames.ts) are drawn in these pages'
// classes: their styles come with the shell's stylesheet, which the first paint waits for.
import './features/layout/components/PageFrame.css';
import './features/home/HomePage.css';
import './features/session/components/ConnectPrompt.css';
import './components/ui/Figures/Figures.css';
import './features/assets/styles/visitor-rules.css';
import './features/admin/hint.css';
import './features/turbo/rule.css';
import './features/team/styles/tables.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/router';
import { toast } from './components/ui/Toast/toast-store';
import { loadDictionaries, SHELL_DICTIONARY, startI18n } from './features/i18n/i18n';
import { keepInviteCode } from './features/session/invite-code';
import { handleUnauthorized, startSession } from './features/session/session-flow';
import { sessionStore } from './features/session/store';
import { configureApi } from './lib/api-client';

configureApi({
  getLocale: () => sessionStore.getState().applicationLocale,
  getToken: () => sessionStore.getState().token,
  onUnauthorized: handleUnauthorized,
  onError: (message) => toast.error(message),
});

/**
 * Resolves after the browser has painted what is on the screen now (in a tab opened in the
 * background, once it is first shown).
 */
const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Calls `run` once the tree it is in has committed. */
function OnCommit({ run }: { run: () => void }) {
  useEffect(() => run(), [run]);
  return null;
}

async function boot() {
  // Before anything navigates: the invitation outlives this URL (invite-code.ts).
  keepInviteCode();
  // The route's frame (index.html) is the first paint: nothing of the page is asked for before
  // it is on the screen, so that paint waits for no request (the boot script waits too).
  await afterPaint();
  // The first render waits for the shell's dictionary and the hash route's page (path before
  // `?`) with its dictionaries, which index.html has asked for beside this script: the page
  // then shows in one go, in its language.
  startI18n(sessionStore.getState().applicationLocale);
  await Promise.all([
    loadDictionaries([SHELL_DICTIONARY]),
    preloadPage(window.location.hash.slice(1).split('?')[0] || '/'),
  ]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // As a transition, React renders the first tree in slices of a few milliseconds, yielding to
  // the browser between them, rather than in one long task; the route's frame stays on the
  // screen until the tree commits, all at once, in its place.
  await new Promise<void>((committed) =>
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App />
          <OnCommit run={committed} />
        </StrictMode>,
      );
    }),
  );
  // The session (system info, the wallet) after the first paint of the app (in a tab opened
  // in the background, when it is first shown): the page draws without it, and its requests
  // (and the renders their answers cause) would only compete with the page's for the network
  // and the CPU.
  await afterPaint();
  await startSession();
}

void boot();
