import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { openApiBase } from '../api-docs/document';
import { documentRoute } from '../api-docs/operations';

/** The interactive reference; its document is at `${API_DOCS}/openapi.json` (and `/json`, `/yaml`). */
export const API_DOCS = '/api/docs';

const REFERENCE_CSS = readFileSync(new URL('../api-docs/reference.css', import.meta.url), 'utf8');

/**
 * The OpenAPI 3.1 document of every route registered after this, read from the routes' own
 * schemas (the shared ones they validate and serialize with), and Swagger UI to read and try
 * it. The page is static files from this origin with no inline script, so it runs under a
 * `script-src 'self'` policy; it asks no other site for anything (the plugin turns the validator badge off).
 */
export async function registerApiDocs(app: FastifyInstance, productName: string) {
  await app.register(swagger, {
    openapi: openApiBase(productName),
    // OpenAPI 3.1 is JSON Schema: the routes' schemas go in as they are, `const` included.
    convertConstToEnum: false,
    transform: documentRoute,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS,
    theme: {
      title: `${productName} API reference`,
      css: [{ filename: 'reference.css', content: REFERENCE_CSS }],
    },
    // No top bar: it only offers to load another document (and shows a logo).
    uiConfig: { layout: 'BaseLayout', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
  app.get(`${API_DOCS}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
}
