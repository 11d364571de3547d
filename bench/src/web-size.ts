/**
 * Web bundle budget: gzip size of the JS a first visit loads (the entry script and its
 * modulepreloads named by index.html), of what each route adds to it (its page and its texts,
 * from index.html's route map, in the default language) and of every other chunk (route and
 * lazy parts).
 * Usage: npm run build -w @xbond/web && npm run web-size -w @xbond/bench
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHUNK_BUDGET_KB, FIRST_LOAD_BUDGET_KB } from '../../apps/web/budget';
import {
  ROUTE_FILES_ID,
  type RouteFilesMap,
  routeFiles,
  SHELL_DICTIONARY,
} from '../../apps/web/src/boot/route-files';

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

// What the boot script fetches for each route on a first visit (nothing stored: English).
const mapJson = new RegExp(`id="${ROUTE_FILES_ID}">(.*?)</script>`).exec(html)?.[1];
if (!mapJson) throw new Error('index.html has no route map');
const map = JSON.parse(mapJson) as RouteFilesMap;
const nothingStored = { getItem: () => null };
const shellIndex = map.locales[map.defaultLocale]?.[SHELL_DICTIONARY];
const shellTexts = shellIndex === undefined ? undefined : map.files[shellIndex];
const jsOf = (files: string[]) => files.filter((f) => f.endsWith('.js')).map((f) => f.slice(1));
if (shellTexts)
  console.log(`shell texts (${map.defaultLocale}): ${kb(shellTexts.slice(1)).toFixed(1)} KB`);
console.log('per route, what a first visit adds (page chunks + texts):');
for (const path of Object.keys(map.routes)) {
  const files = jsOf(routeFiles(map, `#${path}`, nothingStored, nothingStored));
  const total = files.reduce((sum, f) => sum + kb(f), 0);
  console.log(`  ${path}  +${total.toFixed(1)} KB (${files.length} files)`);
}

const lazy = allChunks.filter((f) => !firstLoad.includes(f)).map((f) => [f, kb(f)] as const);
lazy.sort((a, b) => b[1] - a[1]);
console.log(
  `lazy chunks: ${lazy.length}, largest ${lazy[0]?.[1].toFixed(1) ?? 0} KB (budget ${CHUNK_BUDGET_KB})`,
);
for (const [f, size] of lazy.slice(0, 10)) console.log(`  ${f}  ${size.toFixed(1)} KB`);

const over = firstLoadKb > FIRST_LOAD_BUDGET_KB || lazy.some(([, s]) => s > CHUNK_BUDGET_KB);
console.log(over ? 'OVER BUDGET' : 'within budget');
