// Starts one local chain on a free port and deploys everything once, for all test files.
import type { TestProject } from 'vitest/node';
import { setupTestChain } from '../src/testing';
import { testSigner } from './fixtures';

export default function setup(project: TestProject) {
  return setupTestChain(project, testSigner.address);
}
