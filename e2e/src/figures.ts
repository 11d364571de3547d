// Money figures as the screens show them: waiting for one to move, and checking one against
// the sum of others (shown amounts are truncated to 6 fraction digits).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { figureOf, micros } from './app';

/** Waits until the shown amount passes `above` and returns it. */
export async function waitAbove(page: Page, testId: string, above: bigint): Promise<bigint> {
  for (let i = 0; i < 300; i++) {
    const shown = await page
      .getByTestId(testId)
      .textContent({ timeout: 1_000 })
      .catch(() => null);
    if (shown && micros(shown) > above) return micros(shown);
    await page.waitForTimeout(100);
  }
  throw new Error(`${testId} never passed ${above}`);
}

/**
 * Shown amounts are truncated to 6 fraction digits, so a sum of shown figures may be a few
 * millionths short of the shown total.
 */
function isSum(total: bigint, parts: bigint[]): boolean {
  const sum = parts.reduce((a, b) => a + b, 0n);
  return total - sum >= 0n && total - sum <= BigInt(parts.length);
}

export function expectSum(total: bigint, ...parts: bigint[]) {
  expect(isSum(total, parts), `${total} shown, the sum of ${parts.join(' + ')}`).toBe(true);
}

/**
 * Waits until the figure shows the sum of `parts` (as `expectSum` counts it) and returns it.
 * After a change the screen answers at once and reads the balances again behind its toast, so
 * the figure first shown may still be the one before the change.
 */
export async function figureSum(page: Page, testId: string, ...parts: bigint[]): Promise<bigint> {
  let shown = 0n;
  for (let i = 0; i < 1_200; i++) {
    shown = micros(await figureOf(page, testId));
    if (isSum(shown, parts)) return shown;
    await page.waitForTimeout(100);
  }
  expectSum(shown, ...parts);
  return shown;
}
