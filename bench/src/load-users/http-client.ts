import { Agent, request } from 'node:http';
import { promisify } from 'node:util';
import { gunzip, inflate } from 'node:zlib';

/** Keep-alive connections, as a browser keeps to its origin; one per user in flight. */
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/**
 * What fetch sends besides the route's own headers, so the server does the same work as for
 * fetch (among them, gzip for a body over 1 KB).
 */
const FETCH_HEADERS = {
  accept: '*/*',
  'accept-language': '*',
  'accept-encoding': 'gzip, deflate',
};

const decoders: Record<string, (body: Buffer) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  deflate: promisify(inflate),
};

export interface Answer {
  status: number;
  /** The body, decoded; an empty string when there was none. */
  text: string;
}

/**
 * One request over node:http. Why not fetch: the users' process shares the machine with the
 * product, and fetch's WHATWG layer costs it about twice the CPU per request, taken from the
 * product being measured. Rejects when the connection fails.
 */
export function send(
  url: URL,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        agent,
        headers: {
          ...FETCH_HEADERS,
          ...headers,
          ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const decode = decoders[res.headers['content-encoding'] ?? ''];
          const status = res.statusCode ?? 0;
          // A body that does not decode is no envelope: counted as such, not as a lost connection.
          const decoded = decode ? decode(raw).catch(() => Buffer.alloc(0)) : Promise.resolve(raw);
          decoded.then((buffer) => resolve({ status, text: buffer.toString('utf8') }));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
