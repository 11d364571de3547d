/**
 * What a page did wrong under the product's Content-Security-Policy: every
 * `securitypolicyviolation` event (recorded by an init script from the first byte of every
 * document), every console error and every uncaught exception.
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface PolicyWatch {
  /** Violations and errors so far, each as one readable line. */
  problems(): Promise<string[]>;
}

declare global {
  interface Window {
    __policyViolations?: string[];
  }
}

export async function watchPolicy(context: BrowserContext, page: Page): Promise<PolicyWatch> {
  await context.addInitScript(() => {
    window.__policyViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__policyViolations?.push(
        `CSP ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return {
    async problems() {
      const violations = await page.evaluate(() => window.__policyViolations ?? []);
      return [...violations, ...errors];
    },
  };
}

/** Resolves once no request of the page has been in flight for `quietMs`. */
export async function settle(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const up = () => {
    inFlight++;
    lastChange = Date.now();
  };
  const down = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  try {
    const end = Date.now() + timeoutMs;
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > end) throw new Error(`the page kept ${inFlight} requests in flight`);
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', up);
    page.off('requestfinished', down);
    page.off('requestfailed', down);
  }
}
