import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app at `/`. Vite's hashed files under /assets/ never change, so they are
 * cached for a year; index.html is revalidated each time so a new build is picked up at once.
 * The build writes a brotli copy of each file at the best quality (`<file>.br`), sent as it is
 * to browsers that take brotli; the compress plugin leaves an encoded answer alone.
 */
export async function registerWeb(app: FastifyInstance, distDir: string) {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.get('/', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(
          `The web app is not built (no ${join(distDir, 'index.html')}).\n` +
            'Build it with: npm run build -w @xbond/web (npm start does this when it can).\n',
        ),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        relative(distDir, path).startsWith(`assets${sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
}
