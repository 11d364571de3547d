import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TSchema } from '@sinclair/typebox';

/** A route as packages/shared/src/api/*.ts declares it: the one source of its schemas. */
export interface SharedRoute {
  /** The export's name, e.g. `pledgeStakeRoute`. */
  name: string;
  method: 'GET' | 'POST';
  url: string;
  headers?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: TSchema;
}

const API_DIR = fileURLToPath(new URL('../../../../packages/shared/src/api', import.meta.url));

const isRoute = (x: unknown): x is Omit<SharedRoute, 'name'> =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as { method?: unknown }).method === 'string' &&
  typeof (x as { url?: unknown }).url === 'string';

/** The operator's console: kept out of the public reference, unknown to anyone else. */
const ADMIN_PREFIX = '/api/v2/admin/';

/**
 * Every route exported by the shared API modules, found by shape so a new one is never missed.
 * The operator's console is left out: its routes answer anyone but an operator as unknown
 * (test/admin covers them).
 */
export async function sharedRoutes(): Promise<SharedRoute[]> {
  const routes: SharedRoute[] = [];
  for (const file of readdirSync(API_DIR)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const module: Record<string, unknown> = await import(
      `@xbond/shared/api/${file.replace(/\.ts$/, '')}`
    );
    for (const [name, value] of Object.entries(module)) {
      if (isRoute(value) && !value.url.startsWith(ADMIN_PREFIX)) routes.push({ name, ...value });
    }
  }
  return routes;
}
