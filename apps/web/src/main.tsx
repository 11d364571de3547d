import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/router';
import { toast } from './components/ui/Toast/toast-store';
import { initI18n } from './features/i18n/i18n';
import { handleUnauthorized, startSession } from './features/session/session-flow';
import { sessionStore } from './features/session/store';
import { configureApi } from './lib/api-client';

configureApi({
  getLocale: () => sessionStore.getState().applicationLocale,
  getToken: () => sessionStore.getState().token,
  onUnauthorized: handleUnauthorized,
  onError: (message) => toast.error(message),
});

async function boot() {
  // The hash route's path, before `?`: its page loads while the language does.
  preloadPage(window.location.hash.slice(1).split('?')[0] || '/');
  await initI18n(sessionStore.getState().applicationLocale);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  await startSession();
}

void boot();
