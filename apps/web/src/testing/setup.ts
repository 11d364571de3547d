import { afterEach } from 'vitest';

// Tests in the node environment (the bundle check, the pure functions) have no DOM to set up,
// and do not load the DOM's helpers nor the dictionaries: every file pays for its own imports.
if (typeof document !== 'undefined') {
  const [{ cleanup, configure }, { addMessages, startI18n }, { en }] = await Promise.all([
    import('@testing-library/react'),
    import('@/features/i18n/i18n'),
    import('./messages'),
  ]);
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
