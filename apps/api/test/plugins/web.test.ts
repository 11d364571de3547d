import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp, tempDataDir } from '../helpers/app';
import { noDatabase } from '../helpers/databases';

describe('serving the web app', () => {
  let app: TestApp;
  let bare: TestApp;
  const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;

  beforeAll(async () => {
    const db = noDatabase();
    // A stand-in for Vite's output: index.html plus a hashed asset.
    const dist = tempDataDir();
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>XBond</title>');
    writeFileSync(join(dist, 'assets', 'index-3f2a9c.js'), script);
    ({ app } = await createTestApp(
      db,
      {},
      { webDistDir: dist, genesis: false, operatorState: false },
    ));
    ({ app: bare } = await createTestApp(
      db,
      {},
      { webDistDir: join(dist, 'missing'), genesis: false, operatorState: false },
    ));
  });
  afterAll(async () => {
    await app?.close();
    await bare?.close();
  });

  it('serves index.html at / revalidated on every load', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>XBond</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable for a year, compressed', async () => {
    const res = await app.inject({
      url: '/assets/index-3f2a9c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('still answers unknown API routes with the 404 envelope', async () => {
    const res = await app.inject({ url: '/api/v2/nope' });
    expect(res.statusCode).toBe(404);
    expect(envelope(res).code).toBe(404);
  });

  it('says plainly when the web app is not built', async () => {
    const res = await bare.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('The web app is not built');
  });
});
