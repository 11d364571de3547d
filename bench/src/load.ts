/**
 * A closed-loop HTTP load generator, run as its own process so it does not share the
 * server's event loop: `connections` keep-alive loops send GETs for `seconds`.
 * Prints one JSON line: { requests, errors, seconds, perSecond }.
 */
import http from 'node:http';

const [url, seconds = '5', connections = '32', headerJson = '{}'] = process.argv.slice(2);
if (!url) throw new Error('usage: load.ts URL [seconds] [connections] [headersJson]');

const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
const headers = JSON.parse(headerJson) as Record<string, string>;
const deadline = Date.now() + Number(seconds) * 1000;
let requests = 0;
let errors = 0;

function once(): Promise<void> {
  return new Promise((resolve) => {
    const req = http.get(url as string, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode === 200) requests++;
        else errors++;
        resolve();
      });
    });
    req.on('error', () => {
      errors++;
      resolve();
    });
  });
}

async function loop() {
  while (Date.now() < deadline) await once();
}

const started = Date.now();
await Promise.all(Array.from({ length: Number(connections) }, loop));
const elapsed = (Date.now() - started) / 1000;
agent.destroy();
console.log(JSON.stringify({ requests, errors, seconds: elapsed, perSecond: requests / elapsed }));
