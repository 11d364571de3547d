// Each test file's browser (src/browser.ts) ends with the file.
import { afterAll } from 'vitest';
import { closeBrowser } from './browser';

afterAll(closeBrowser);
