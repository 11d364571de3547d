import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/paths';
import { tempDataDir } from '../helpers/app';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

describe('npm start', () => {
  it('stops at once, exit code 1, with a message naming a bad setting', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: tempDataDir(), PORT: 'eighty' },
      encoding: 'utf8',
      // Only a hang's end (the project's limit): tsx compiles main.ts's imports on a cold
      // start, which takes minutes on a loaded machine.
      timeout: 600_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Cannot start: Invalid setting:');
    expect(run.stderr).toContain('PORT: must be integer (got "eighty")');
  });
});
