import { inject } from 'vitest';

/** The compiled file of a command the tests start (test/compile-entries.ts), by its source. */
export function compiledEntry(source: string): string {
  const compiled = inject('compiledEntries')[source];
  if (!compiled) throw new Error(`${source} is not among the entries of test/compile-entries.ts`);
  return compiled;
}
