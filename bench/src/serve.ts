/**
 * A server for api-read.ts, in a process of its own so that its log lines go where a
 * deployment's would (a file descriptor, here /dev/null) and its CPU time is its own:
 *   serve.ts product [DATABASE_URL SEARCH_PATH_OPTIONS]  the product as `npm start` runs it
 *   serve.ts bare                                        a bare route, Fastify's defaults (no logger)
 *   serve.ts bare-logged                                 the same with `logger: true`
 * It sends { url, chainId } over IPC once listening, answers 'cpu' with its CPU time so far
 * (microseconds) and stops on 'stop'.
 */
import { join } from 'node:path';
import { openPostgres } from '@xbond/api/db/postgres';
import { startProduct } from '@xbond/api/start/product';
import { findFreePort } from '@xbond/contracts/chain';
import Fastify from 'fastify';
import { HOST, productSettings } from './product-settings';

const [kind, databaseUrl, options] = process.argv.slice(2);

interface Served {
  url: string;
  chainId: number;
  stop(): Promise<void>;
}

/**
 * A bare route. `logged`: Fastify's logger on (pino at info to stdout, a line when a request
 * comes and one when done); else Fastify's defaults, no logger, as fastify/benchmarks runs it.
 */
async function bare(logged: boolean): Promise<Served> {
  const app = Fastify({ logger: logged });
  app.get('/bare', async () => ({ code: 1, msg: '', data: { ok: true } }));
  const port = await findFreePort();
  await app.listen({ port, host: HOST });
  return { url: `http://${HOST}:${port}`, chainId: 0, stop: () => app.close() };
}

async function product(): Promise<Served> {
  // The product's defaults (LOG_LEVEL, request logs), but no rate limit for one client.
  const { config, dataDir, origin, remove } = await productSettings({
    RATE_LIMIT_PER_MIN: '1000000',
  });
  const running = await startProduct(config, {
    log: (line) => process.stderr.write(`${line}\n`),
    // No web app: the figure is the API's.
    webDistDir: join(dataDir, 'no-web'),
    ...(databaseUrl ? { openDb: () => openPostgres(databaseUrl, options) } : {}),
  });
  return {
    url: origin,
    chainId: running.chain.chainId,
    async stop() {
      await running.stop();
      remove();
    },
  };
}

const served = kind === 'product' ? await product() : await bare(kind === 'bare-logged');
process.on('message', async (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpu: user + system });
  } else if (message === 'stop') {
    await served.stop();
    process.exit(0);
  }
});
process.send?.({ url: served.url, chainId: served.chainId });
