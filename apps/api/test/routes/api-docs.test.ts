import { ERRORS } from '@xbond/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS } from '../../src/plugins/api-docs';
import { databases } from '../helpers/databases';
import { createDemoApp } from '../helpers/demo';
import { registeredRoutes } from '../helpers/route-table';
import { type SharedRoute, sharedRoutes } from '../helpers/shared-routes';

interface Parameter {
  in: string;
  name: string;
  required: boolean;
  schema: object;
  example?: unknown;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: { anyOf?: unknown[] } }> }>;
  security: Record<string, string[]>[];
  tags: string[];
  operationId: string;
}
interface OpenApi {
  openapi: string;
  info: { title: string; description: string };
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  paths: Record<string, Record<string, Operation>>;
}

/** A schema as JSON carries it (TypeBox's symbol keys dropped). */
const plain = (schema: unknown) => JSON.parse(JSON.stringify(schema)) as unknown;

/** What the document says of an object schema's properties as parameters `in` somewhere. */
function expectParameters(op: Operation, where: 'query' | 'header', schema: unknown) {
  const object = plain(schema) as { properties: Record<string, unknown>; required?: string[] };
  const documented = (op.parameters ?? []).filter((p) => p.in === where);
  expect(documented.map((p) => p.name).sort()).toEqual(Object.keys(object.properties).sort());
  for (const p of documented) {
    // A parameter's example sits beside its schema in OpenAPI, not inside it.
    const schema = p.example === undefined ? p.schema : { ...p.schema, examples: [p.example] };
    expect(schema, `${where} ${p.name}`).toEqual(object.properties[p.name]);
    expect(p.required, `${where} ${p.name} required`).toBe(
      object.required?.includes(p.name) ?? false,
    );
  }
}

describe('the API reference', () => {
  let demo: Awaited<ReturnType<typeof createDemoApp>>;
  let close: () => Promise<void>;
  let doc: OpenApi;
  let routes: SharedRoute[];

  beforeAll(async () => {
    const pglite = databases()[0];
    if (!pglite) throw new Error('no database');
    const opened = await pglite.open();
    close = opened.close;
    // The local demo's app registers every route there is (the chain proxy and time travel too).
    demo = await createDemoApp(opened.db);
    routes = await sharedRoutes();
    const res = await demo.app.inject({ url: `${API_DOCS}/openapi.json` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.json() as OpenApi;
  });
  afterAll(async () => {
    await demo?.stop();
    await close?.();
  });

  const operation = (method: string, url: string) => doc.paths[url]?.[method.toLowerCase()];

  it('is an OpenAPI 3.1 document with the bearer scheme, the envelope and every error code', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('XBond API');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.info.description).toContain('"code": 1');
    for (const [name, { code, http }] of Object.entries(ERRORS)) {
      expect(doc.info.description, name).toContain(`| ${code} | ${http} | \`${name}\` |`);
    }
  });

  it('has every shared route, registered, with its method and its schemas as they are', () => {
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const where = `${route.method} ${route.url} (${route.name})`;
      expect(demo.app.hasRoute({ method: route.method, url: route.url }), where).toBe(true);
      // The operator's console is registered but left out of the reference (admin/role.ts).
      if (route.url.startsWith('/api/v2/admin/')) continue;
      const op = operation(route.method, route.url);
      if (!op) throw new Error(`${where} is not in the document`);
      const body = op.requestBody?.content['application/json']?.schema;
      expect(body, `${where} body`).toEqual(route.body ? plain(route.body) : undefined);
      if (route.querystring) expectParameters(op, 'query', route.querystring);
      else expect(op.parameters?.filter((p) => p.in === 'query') ?? [], where).toEqual([]);
      if (route.headers) expectParameters(op, 'header', route.headers);
      const ok = op.responses['200']?.content?.['application/json']?.schema;
      expect(ok?.anyOf?.[0], `${where} response`).toEqual(plain(route.response));
      expect(op.tags, where).toHaveLength(1);
    }
  });

  it('has every registered API route and nothing else', () => {
    // The operator's console is left out on purpose (admin/role.ts): it reveals nothing.
    const api = registeredRoutes(demo.app).filter(
      (r) =>
        !r.url.startsWith(`${API_DOCS}/`) &&
        r.url !== API_DOCS &&
        r.url !== '/' &&
        !r.url.startsWith('/api/v2/admin/'),
    );
    const listed = Object.entries(doc.paths).flatMap(([url, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${url}`),
    );
    const registered = api.map((r) => `${r.method} ${r.url}`);
    expect(registered).toContain('POST /api/v2/dev/time');
    expect(registered).toContain('POST /rpc');
    expect(listed.sort()).toEqual(registered.sort());
    const ids = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).map((o) => o.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks exactly the routes that answer 401 without a session as needing the bearer token', async () => {
    // Bodiless requests reach the session check (a body would be validated first).
    for (const [url, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (op.requestBody || op.parameters?.some((p) => p.required)) continue;
        const res = await demo.app.inject({ method: method.toUpperCase() as 'GET', url });
        const signedIn = op.security.some((s) => 'bearer' in s);
        expect(res.statusCode === 401, `${method} ${url}`).toBe(signedIn);
        if (signedIn) expect(Object.keys(op.responses)).toContain('401');
      }
    }
  });

  it('serves the same document as JSON and YAML for the reference page', async () => {
    const json = await demo.app.inject({ url: `${API_DOCS}/json` });
    expect(json.json()).toEqual(doc);
    const yaml = await demo.app.inject({ url: `${API_DOCS}/yaml` });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('openapi: 3.1.0');
  });

  it('serves an interactive page of files from this origin, with no inline script', async () => {
    const page = await demo.app.inject({ url: API_DOCS });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    for (const [, attributes = '', content = ''] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\/static\//);
      expect(content.trim()).toBe('');
    }
    expect(page.body).not.toMatch(/\son[a-z]+=/i);
    for (const asset of assets) {
      expect(asset, 'same origin').toMatch(/^\/api\/docs\//);
      const res = await demo.app.inject({ url: asset });
      expect(res.statusCode, asset).toBe(200);
    }
    // The page's own starter script reads the document from ./json, beside the page.
    const starter = await demo.app.inject({ url: `${API_DOCS}/static/swagger-initializer.js` });
    expect(starter.headers['content-type']).toMatch(/javascript/);
    expect(starter.body).toContain("resolveUrl('./json')");
  });
});
