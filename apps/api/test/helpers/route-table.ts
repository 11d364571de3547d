import type { TestApp } from './app';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Every route the app registered, read from Fastify's own route tree (`printRoutes`), so a
 * test can compare it with what the API reference lists. HEAD routes are Fastify's automatic
 * twins of the GETs and are left out.
 */
export function registeredRoutes(app: TestApp): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const segments: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    // "    │   ├── static/index.html (GET, HEAD)": four columns of drawing per level; a
    // node's path is its ancestors' segments and its own, joined as they are.
    const match = /^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const [, drawing = '', segment = '', methods = ''] = match;
    const depth = [...drawing].length / 4;
    segments.length = depth;
    segments.push(segment);
    for (const method of methods.split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url: segments.join('') });
    }
  }
  return routes;
}
