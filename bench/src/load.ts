/**
 * A closed-loop HTTP/1.1 load generator, run as its own process so it does not share the
 * server's event loop: `connections` keep-alive sockets each send a GET, read its whole answer
 * and send the next, for `seconds`. Prints one JSON line: { requests, errors, seconds,
 * perSecond, p99Ms } (p99Ms: the 99th percentile of the answers' latencies, sent to read).
 *
 * On raw sockets with one prepared request, as autocannon (fastify/benchmarks' tool) does:
 * Node's HTTP client costs more CPU per request than a bare Fastify route, so on a 2-core
 * machine it, not the server, would set the bare route's figure and flatter every ratio to it.
 */
import { connect, type Socket } from 'node:net';

const [url, seconds = '5', connections = '32', headerJson = '{}'] = process.argv.slice(2);
if (!url) throw new Error('usage: load.ts URL [seconds] [connections] [headersJson]');

const target = new URL(url);
const headers = JSON.parse(headerJson) as Record<string, string>;
const REQUEST = Buffer.from(
  `GET ${target.pathname}${target.search} HTTP/1.1\r\nhost: ${target.host}\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n',
  'latin1',
);
const deadline = Date.now() + Number(seconds) * 1000;
let requests = 0;
let errors = 0;
/** Every answer's latency in ms (a few hundred thousand numbers at most). */
const latencies: number[] = [];

/**
 * The length of the first whole answer in `data` and its status, or null while incomplete.
 * The servers measured here answer with a content-length (no chunked bodies).
 */
function answerIn(data: string): { length: number; status: number } | null {
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const length = /\r\ncontent-length: *(\d+)/i.exec(data.slice(0, headEnd));
  if (!length?.[1]) throw new Error(`an answer without content-length: ${data.slice(0, 200)}`);
  const total = headEnd + 4 + Number(length[1]);
  return data.length < total ? null : { length: total, status: Number(data.slice(9, 12)) };
}

/** One connection's loop, until the deadline. */
function loop(): Promise<void> {
  return new Promise((resolve) => {
    const socket: Socket = connect(Number(target.port), target.hostname);
    socket.setNoDelay(true);
    let data = '';
    let sentAt = 0;
    const send = () => {
      sentAt = performance.now();
      socket.write(REQUEST);
    };
    socket.on('connect', send);
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      for (let answer = answerIn(data); answer; answer = answerIn(data)) {
        data = data.slice(answer.length);
        latencies.push(performance.now() - sentAt);
        if (answer.status === 200) requests++;
        else errors++;
        if (Date.now() < deadline) send();
        else socket.end();
      }
    });
    socket.on('error', () => {
      errors++;
      resolve();
    });
    socket.on('close', () => resolve());
  });
}

const started = Date.now();
await Promise.all(Array.from({ length: Number(connections) }, loop));
const elapsed = (Date.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const p99Ms = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
console.log(
  JSON.stringify({ requests, errors, seconds: elapsed, perSecond: requests / elapsed, p99Ms }),
);
