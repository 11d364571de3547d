// @vitest-environment node
/**
 * The production bundle: no dev wallet (nor Hardhat's public mnemonic, nor the demo's time
 * controls) in it, and the performance budget (first-load JS <= 150 KB gzip, any other chunk <= 50 KB gzip).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { CHUNK_BUDGET_KB, FIRST_LOAD_BUDGET_KB } from '../budget';

const root = fileURLToPath(new URL('..', import.meta.url));
const dirs: string[] = [];
const KB = 1024;
const FIRST_LOAD_BUDGET = FIRST_LOAD_BUDGET_KB * KB;
const CHUNK_BUDGET = CHUNK_BUDGET_KB * KB;
const MNEMONIC = 'test test test test test test test test test test test junk';
const DEV_TIME_URL = '/api/v2/dev/time';

type Output = Rolldown.RolldownOutput['output'][number];

async function bundle(mode: 'production' | 'demo') {
  const outDir = mkdtempSync(join(tmpdir(), `xbond-web-${mode}-`));
  dirs.push(outDir);
  // Vitest runs with NODE_ENV=test, which Vite would keep (React's development build).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    root,
    mode,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap(
    (r) => (r as Rolldown.RolldownOutput).output,
  );
  return outputs;
}

const text = (o: Output) => (o.type === 'chunk' ? o.code : String(o.source));
const gz = (o: Output) => gzipSync(text(o)).length;

/** The chunks a first visit to home loads: the entry, its static imports, en and HomePage. */
function firstLoad(outputs: Output[]) {
  const chunks = new Map(
    outputs
      .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
      .map((c) => [c.fileName, c]),
  );
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of chunks.get(file)?.imports ?? []) visit(dep);
  };
  for (const c of chunks.values()) {
    const id = c.facadeModuleId ?? '';
    if (c.isEntry || id.endsWith('/locales/en.json') || id.endsWith('/HomePage.tsx')) {
      visit(c.fileName);
    }
  }
  return [...seen].map((f) => chunks.get(f)).filter((c): c is Rolldown.OutputChunk => !!c);
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('web bundle', () => {
  it('production: no dev wallet, no mnemonic, no demo time; within the performance budget', async () => {
    const outputs = await bundle('production');
    for (const o of outputs) expect(text(o).includes(MNEMONIC), o.fileName).toBe(false);
    for (const o of outputs) expect(text(o).includes(DEV_TIME_URL), o.fileName).toBe(false);
    expect(outputs.some((o) => o.fileName.includes('dev-wallet'))).toBe(false);

    const first = firstLoad(outputs);
    const firstGz = first.reduce((sum, c) => sum + gz(c), 0);
    const firstFiles = new Set(first.map((c) => c.fileName));
    const others = outputs.filter((o) => o.type === 'chunk' && !firstFiles.has(o.fileName));
    const largest = others.reduce((max, o) => Math.max(max, gz(o)), 0);
    console.log(
      `first-load JS ${(firstGz / KB).toFixed(1)} KB gzip (${first.length} chunks); ` +
        `largest other chunk ${(largest / KB).toFixed(1)} KB gzip`,
    );
    expect(firstGz).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
    for (const o of others) expect(gz(o), o.fileName).toBeLessThanOrEqual(CHUNK_BUDGET);
  }, 120_000);

  it('demo: the dev wallet is there, in a chunk of its own', async () => {
    const outputs = await bundle('demo');
    const withMnemonic = outputs.filter((o) => text(o).includes(MNEMONIC));
    expect(withMnemonic.map((o) => o.fileName)).toHaveLength(1);
    expect(withMnemonic[0]?.fileName).toMatch(/dev-wallet/);
    const first = new Set(firstLoad(outputs).map((c) => c.fileName));
    expect(first.has(withMnemonic[0]?.fileName ?? '')).toBe(false);
    expect(outputs.some((o) => text(o).includes(DEV_TIME_URL))).toBe(true);
  }, 120_000);
});
