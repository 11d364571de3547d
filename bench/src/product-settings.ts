import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Config, loadConfig } from '@xbond/api/config';
import { findFreePort } from '@xbond/contracts/chain';

export const HOST = '127.0.0.1';

export interface ProductSettings {
  config: Config;
  dataDir: string;
  /** Where the product will answer: its only allowed origin. */
  origin: string;
  /** Deletes the data directory. */
  remove(): void;
}

/**
 * The settings of the product as `npm start` reads them, plus `settings`, in a new DATA_DIR on
 * free ports, so that a benchmark runs beside anything else on the machine.
 */
export async function productSettings(
  settings: Record<string, string> = {},
): Promise<ProductSettings> {
  const dataDir = mkdtempSync(join(tmpdir(), 'xbond-bench-'));
  const port = await findFreePort();
  const origin = `http://${HOST}:${port}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    CHAIN_PORT: String(await findFreePort()),
    ALLOWED_ORIGINS: origin,
    ...settings,
  });
  return {
    config,
    dataDir,
    origin,
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
