/**
 * The API reference (/api/docs) in a real browser, under a policy at least as strict as any
 * the product serves: scripts and styles only from its own origin, none inline. Whatever the
 * server's own headers say, the page must work under this one.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ARTIFACTS_DIR,
  DESKTOP,
  type OpenBrowser,
  openBrowser,
  PHONE,
  screenshot,
} from '../src/browser';
import { workerProduct } from '../src/worker-product';

const { baseUrl } = workerProduct();

const DOCS = `${baseUrl}/api/docs`;
const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

let open: OpenBrowser | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

/** The reference page with STRICT_CSP on every answer; reports what the policy blocked. */
async function openReference(viewport = PHONE) {
  open = await openBrowser(viewport);
  const { page, context } = open;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:'))
      elsewhere.push(request.url());
  });
  await context.route(`${baseUrl}/**`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-security-policy': STRICT_CSP },
    });
  });
  await page.addInitScript(() => {
    const blocked: string[] = [];
    (window as unknown as { blocked: string[] }).blocked = blocked;
    document.addEventListener('securitypolicyviolation', (e) =>
      blocked.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(DOCS);
  await page.locator('.opblock').first().waitFor();
  const blocked = () => page.evaluate(() => (window as unknown as { blocked: string[] }).blocked);
  return { page, elsewhere, blocked };
}

describe('the API reference page', () => {
  it('lists every operation of the document and runs under script-src self', async () => {
    const doc = (await (await fetch(`${DOCS}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    const { page, elsewhere, blocked } = await openReference();
    await expect.poll(() => page.locator('.opblock').count()).toBe(operations);
    expect(await page.locator('.info .title').textContent()).toContain('XBond API');
    expect(await blocked()).toEqual([]);
    expect(elsewhere).toEqual([]);
    // Nothing wider than the phone: the error table scrolls inside itself.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'api-docs-phone');
    await page.locator('.info table').scrollIntoViewIfNeeded();
    await screenshot(page, 'api-docs-phone-errors');
  });

  it('expands an operation with its parameters, schemas and the bearer lock', async () => {
    const { page, blocked } = await openReference(DESKTOP);
    const stake = page.locator('#operations-pledge-postPledgeCurrentStake');
    await stake.locator('.opblock-summary').click();
    await stake.locator('.opblock-body').waitFor();
    expect(await stake.textContent()).toContain('idempotency-key');
    expect(await stake.locator('.authorization__btn').count()).toBe(1);
    // Try it out against the live API: without a token the answer is the 401 envelope.
    await stake.getByRole('button', { name: 'Try it out' }).click();
    await stake.locator('textarea.body-param__text').fill('{"amount":"10"}');
    // A money-moving route takes no request without its Idempotency-Key, the page neither.
    await stake.locator('tr[data-param-name="idempotency-key"] input').fill('reference-try-1');
    await stake.getByRole('button', { name: 'Execute' }).click();
    const answer = stake.locator('.live-responses-table tbody .response-col_status').first();
    await expect.poll(() => answer.textContent()).toContain('401');
    expect(await blocked()).toEqual([]);
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    await stake.screenshot({ path: join(ARTIFACTS_DIR, 'api-docs-operation.png') });
  });
});
