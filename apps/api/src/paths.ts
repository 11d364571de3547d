import { fileURLToPath } from 'node:url';

/** Where things are in the repository, independent of the process's working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));
export const WEB_DIR = fileURLToPath(new URL('../../web/', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist/', import.meta.url));
