import { createServer } from 'node:net';
import { StartError } from '../start-error';

/** Fails with a plain message when host:port is taken, before anything slow is started. */
export function assertPortFree(host: string, port: number, setting: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      const why =
        error.code === 'EADDRINUSE' ? 'is already in use by another program' : error.message;
      reject(
        new StartError(`${setting}: ${host}:${port} ${why}. Stop that program or set ${setting}.`),
      );
    });
    server.listen(port, host, () => server.close(() => resolve()));
  });
}
