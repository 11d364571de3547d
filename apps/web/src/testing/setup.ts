import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { addMessages, startI18n } from '@/features/i18n/i18n';
import { en } from './messages';

// Tests in the node environment (the bundle check) have no DOM to set up.
if (typeof document !== 'undefined') {
  // Components render with the real en messages (the source locale), all of them: tests render
  // components without the pages' loaders that fetch each page's dictionaries.
  startI18n('en');
  addMessages('en', en);
  // A page's code arrives lazily, then its data: on a busy machine (CI, parallel files) the
  // whole can take many seconds. A findBy waits until the element is there; the limit only
  // ends a wait for one that never comes. Still below the test timeout.
  configure({ asyncUtilTimeout: 60_000 });
  // jsdom lays nothing out, so there is nothing to scroll; its own scrollTo only prints
  // "Not implemented: window.scrollTo" on every navigation of a test.
  window.scrollTo = () => {};
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
}
