// @vitest-environment node
import { describe, expect, it } from 'vitest';

/** Every route the shared schemas declare (packages/shared/src/api), found by shape. */
const sharedModules = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/shared/src/api/*.ts',
  { eager: true },
);
/** The web app's API callers, as source text. */
const callers = import.meta.glob<string>('../features/*/api/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

interface SharedRoute {
  method: string;
  url: string;
  headers?: { required?: string[] };
}

const keyedRoutes = Object.values(sharedModules)
  .flatMap((m) => Object.values(m))
  .filter(
    (x): x is SharedRoute =>
      typeof x === 'object' &&
      x !== null &&
      typeof (x as SharedRoute).url === 'string' &&
      ((x as SharedRoute).headers?.required ?? []).includes('idempotency-key'),
  );

describe('money-moving calls of the web app', () => {
  it('find the routes that require an Idempotency-Key', () => {
    expect(keyedRoutes.map((r) => r.url)).toContain('/api/v2/withdraw/apply');
    expect(keyedRoutes.length).toBeGreaterThan(15);
  });

  it.each(keyedRoutes.map((r) => [r.url]))('%s is called with an Idempotency-Key', (url) => {
    const files = Object.entries(callers).filter(([, text]) => text.includes(`'${url}'`));
    expect(files.length).toBeGreaterThan(0);
    for (const [file, text] of files) {
      // Sent by hand, or by `keyedCall` (api-client.ts) given the route's url constant.
      const name = new RegExp(`(\\w+)(?::[^=]+)?=\\s*'${url}'`).exec(text)?.[1];
      const keyed =
        text.includes("'Idempotency-Key'") ||
        (name !== undefined && new RegExp(`keyedCall<[^(]*>\\(\\s*${name}\\b`).test(text));
      expect(keyed, file).toBe(true);
    }
  });
});
