import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, WEB_DIR, WEB_DIST_DIR } from '../paths';

/** The newest modification time under `path` (a file or a folder, recursively). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** The demo build carries the dev wallet (local chain only); production never does. */
export type WebBuildMode = 'demo' | 'production';

function builtMode(): string | null {
  try {
    const marker = JSON.parse(readFileSync(join(WEB_DIST_DIR, 'build-mode.json'), 'utf8'));
    return typeof marker?.mode === 'string' ? marker.mode : null;
  } catch {
    return null;
  }
}

/** Why the web app must be (re)built, or null when its dist is up to date. */
export function webBuildReason(mode: WebBuildMode): string | null {
  const index = join(WEB_DIST_DIR, 'index.html');
  if (!existsSync(index)) return 'no build yet';
  if (builtMode() !== mode) return `the last build is not the ${mode} build`;
  const sources = [
    join(WEB_DIR, 'src'),
    join(WEB_DIR, 'index.html'),
    join(WEB_DIR, 'vite.config.ts'),
    join(REPO_ROOT, 'packages/shared/src'),
  ];
  const newest = Math.max(...sources.map(newestMtime));
  return newest > statSync(index).mtimeMs ? 'sources changed since the last build' : null;
}

/**
 * Builds apps/web when its dist is missing, stale or of the other mode (npm start). A failed build does not stop
 * the API; it is reported and the previous build, if any, is served.
 */
export async function buildWebIfStale(
  log: (line: string) => void,
  mode: WebBuildMode,
): Promise<void> {
  const reason = webBuildReason(mode);
  if (!reason) return;
  const pkg = JSON.parse(readFileSync(join(WEB_DIR, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const script = mode === 'demo' ? 'build:demo' : 'build';
  if (!pkg.scripts?.[script]) {
    log(`Warning: apps/web has no ${script} script; the web app is not served.`);
    return;
  }
  log(`Building the web app (${reason})...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(npm, ['run', script, '-w', '@xbond/web'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    child.once('error', () => resolve(-1));
    child.once('exit', resolve);
  });
  if (code !== 0) log(`Warning: the web app build failed (exit ${code}); see the output above.`);
}
