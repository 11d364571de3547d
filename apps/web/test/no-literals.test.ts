// @vitest-environment node
/**
 * Every user-facing string goes through the locale files (docs/README.md, "House rules"): no text
 * between JSX tags and no literal in the attributes people read (aria-label, placeholder, title,
 * alt, label).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src', import.meta.url));

function components(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return components(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

const JSX_TEXT = /(?<!=)>\s*([^<>{}\s][^<>{}]*?)\s*</gu;
const READ_ATTRS = /\b(aria-label|placeholder|title|alt|label)="([^"]+)"/g;

describe('no user-facing literal in components', () => {
  const files = components(src);

  it('finds the components', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((f) => [relative(src, f), f]))('%s', (_, file) => {
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const found: string[] = [];
    for (const m of code.matchAll(JSX_TEXT)) {
      const text = m[1] ?? '';
      // Letters (any script) between tags; skip TypeScript generics and comparisons.
      if (/\p{L}/u.test(text) && !/[=;()&|]/.test(text) && !text.startsWith(',')) {
        found.push(text);
      }
    }
    for (const m of code.matchAll(READ_ATTRS)) found.push(`${m[1]}="${m[2]}"`);
    expect(found).toEqual([]);
  });
});
