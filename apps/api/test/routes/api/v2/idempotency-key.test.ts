import { ERRORS, errorMessage } from '@xbond/shared/errors';
import { LOCALE_BCP47, LOCALES } from '@xbond/shared/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '#src/config';
import type { Db } from '#src/db/db';
import { createTestApp, envelope, type TestApp } from '#test/helpers/app';
import { databases } from '#test/helpers/databases';
import { type SharedRoute, sharedRoutes } from '#test/helpers/shared-routes';
import { account, postLogin, signedLogin } from '#test/helpers/siwe';

/** The shared routes whose header schema requires an Idempotency-Key: every money-moving POST. */
const keyed = (await sharedRoutes()).filter((r) =>
  ((r.headers as { required?: string[] } | undefined)?.required ?? []).includes('idempotency-key'),
);

describe.each(databases())(
  'the Idempotency-Key every money-moving POST requires, on $name',
  (database) => {
    let db: Db;
    let app: TestApp;
    let config: Config;
    let close: () => Promise<void>;
    let auth: string;

    beforeAll(async () => {
      ({ db, close } = await database.open());
      ({ app, config } = await createTestApp(db));
      const login = await signedLogin(app, account(9), { inviteCode: config.genesisInviteCode });
      auth = `Bearer ${(envelope(await postLogin(app, login)).data as { token: string }).token}`;
    });
    afterAll(async () => {
      await app?.close();
      await close?.();
    });

    const operations = async () =>
      (await db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_operations'))[0]?.n;
    const post = (route: SharedRoute, headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: route.url,
        headers: { authorization: auth, 'content-type': 'application/json', ...headers },
        payload: '{}',
      });

    it('is required by every money-moving route the shared schemas declare', async () => {
      // Every route that takes the header at all requires it.
      const names = new Set(keyed.map((r) => r.name));
      const optional = (await sharedRoutes()).filter((r) => r.headers && !names.has(r.name));
      expect(optional.map((r) => r.url)).toEqual([]);
      const urls = keyed.map((r) => r.url);
      for (const url of [
        '/api/v2/withdraw/apply',
        '/api/v2/pledge/current/stake',
        '/api/v2/swap/exchange',
        '/api/v2/swap/cancel',
        '/api/v2/turbo/activate',
        '/api/v2/prize/claim',
        '/api/v2/insurance/buy',
        '/api/v2/bond/buy',
        '/api/v2/team/burn',
      ]) {
        expect(urls).toContain(url);
      }
    });

    it('is marked required in the API reference on each of them', () => {
      type Param = { in: string; name: string; required?: boolean };
      const doc = app.swagger() as {
        paths: Record<string, Record<string, { parameters?: Param[] }>>;
      };
      for (const route of keyed) {
        const params = doc.paths[route.url]?.post?.parameters ?? [];
        const header = params.find((p) => p.in === 'header' && p.name === 'idempotency-key');
        expect(header?.required, route.url).toBe(true);
      }
    });

    it('refuses a request without one, in the reader’s language, and moves nothing', async () => {
      const before = await operations();
      for (const route of keyed) {
        const body = envelope(await post(route, {}));
        expect(body.code, route.url).toBe(ERRORS.idempotencyKeyRequired.code);
        expect(body.data).toBeNull();
        // An empty header is no key either.
        expect(envelope(await post(route, { 'idempotency-key': '' })).code, route.url).toBe(
          ERRORS.idempotencyKeyRequired.code,
        );
      }
      const route = keyed[0] as SharedRoute;
      for (const locale of LOCALES) {
        const res = await post(route, { 'accept-language': LOCALE_BCP47[locale] });
        expect(res.statusCode).toBe(200);
        expect(envelope(res).msg).toBe(errorMessage('idempotencyKeyRequired', locale));
      }
      expect(await operations()).toBe(before);
    });

    it('tells a request with no session at all to sign in first', async () => {
      for (const route of keyed) {
        const res = await app.inject({ method: 'POST', url: route.url, payload: {} });
        expect(res.statusCode, route.url).toBe(401);
      }
    });

    it('refuses a key out of shape with its own message, and moves nothing', async () => {
      const before = await operations();
      for (const key of ['k'.repeat(101), 'key with spaces', 'naïve']) {
        for (const route of keyed) {
          const res = await post(route, { 'idempotency-key': key });
          expect(envelope(res).code, `${route.url} ${key}`).toBe(ERRORS.idempotencyKeyInvalid.code);
        }
      }
      expect(await operations()).toBe(before);
    });

    it('lets a request with a key through to its own checks', async () => {
      const route = keyed.find((r) => r.url === '/api/v2/withdraw/apply') as SharedRoute;
      const body = envelope(await post(route, { 'idempotency-key': 'a-good-key' }));
      // The body's own validation speaks now: the key was accepted.
      expect(body.code).toBe(ERRORS.invalidRequest.code);
    });
  },
);
