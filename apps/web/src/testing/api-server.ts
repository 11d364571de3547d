/**
 * A real HTTP server on a free port for API client tests (node:http, port 0), so requests go
 * through the real fetch, headers and JSON instead of a mocked fetch.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Raw text instead of JSON. */
  text?: string;
  /** Answer this late (time-out tests). */
  delayMs?: number;
}

export type Handler = (req: RecordedRequest) => Reply | Promise<Reply>;

/** An envelope, as the API sends it. */
export const ok = (data: unknown): Reply => ({ body: { code: 1, msg: 'success', data } });
export const fail = (code: number, msg: string): Reply => ({ body: { code, msg, data: null } });

export interface TestApiServer {
  url: string;
  requests: RecordedRequest[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export async function startApiServer(initial: Handler = () => ok(null)): Promise<TestApiServer> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      };
      requests.push(recorded);
      const reply = await handler(recorded);
      const send = () => {
        if (res.destroyed) return;
        res.statusCode = reply.status ?? 200;
        res.setHeader('Content-Type', reply.text === undefined ? 'application/json' : 'text/plain');
        res.end(reply.text ?? JSON.stringify(reply.body ?? null));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
