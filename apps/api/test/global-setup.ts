// Starts one local chain on a free port and deploys the contracts once for all API test files,
// and compiles the commands tests start in processes of their own (compile-entries.ts).
// Files run in parallel: those that send transactions (money tests) use dev accounts of their
// own and a Vault of their own (test/helpers/money.ts); the others only read.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupTestChain } from '@xbond/contracts/testing';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { TestProject } from 'vitest/node';
import { compileEntries } from './compile-entries';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Test files create their temporary directories in here; it is removed at the end. */
    tmpRoot: string;
  }
}

export default async function setup(project: TestProject) {
  const tmpRoot = mkdtempSync(join(tmpdir(), 'xbond-api-test-'));
  project.provide('tmpRoot', tmpRoot);
  const compiled = await compileEntries();
  project.provide('compiledEntries', compiled.entries);
  const stopChain = await setupTestChain(
    project,
    privateKeyToAccount(generatePrivateKey()).address,
  );
  return async () => {
    await stopChain();
    compiled.remove();
    rmSync(tmpRoot, { recursive: true, force: true });
  };
}
