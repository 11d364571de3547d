import { createStore } from '@/lib/create-store';

export const layoutStore = createStore({
  menuOpen: false,
  languageOpen: false,
  logoutAllOpen: false,
});
