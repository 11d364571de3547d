/**
 * Web bundle budget: gzip size of the JS a first visit loads (the entry script and its
 * modulepreloads named by index.html) and of every other chunk (route and lazy parts).
 * Usage: npm run build -w @xbond/web && npm run web-size -w @xbond/bench
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHUNK_BUDGET_KB, FIRST_LOAD_BUDGET_KB } from '../../apps/web/budget';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const kb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

const firstLoad = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const allChunks = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);

const firstLoadKb = firstLoad.reduce((sum, f) => sum + kb(f as string), 0);
console.log(`first-load JS: ${firstLoadKb.toFixed(1)} KB gzip (budget ${FIRST_LOAD_BUDGET_KB})`);
for (const f of firstLoad) console.log(`  ${f}  ${kb(f as string).toFixed(1)} KB`);

const lazy = allChunks.filter((f) => !firstLoad.includes(f)).map((f) => [f, kb(f)] as const);
lazy.sort((a, b) => b[1] - a[1]);
console.log(
  `lazy chunks: ${lazy.length}, largest ${lazy[0]?.[1].toFixed(1) ?? 0} KB (budget ${CHUNK_BUDGET_KB})`,
);
for (const [f, size] of lazy.slice(0, 10)) console.log(`  ${f}  ${size.toFixed(1)} KB`);

const over = firstLoadKb > FIRST_LOAD_BUDGET_KB || lazy.some(([, s]) => s > CHUNK_BUDGET_KB);
console.log(over ? 'OVER BUDGET' : 'within budget');
