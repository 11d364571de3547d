// nginx in front of API instances, from deploy/nginx/xbond.conf.template as the deployment
// uses it: rendered with the test's ports, a certificate made for the test, and started as a
// child process (no daemon) in a temporary prefix.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { connect } from 'node:net';
import { join } from 'node:path';
import { findFreePort } from '@xbond/contracts/chain';
import { inject } from 'vitest';
import { REPO_ROOT } from '../../src/paths';
import { eventually } from './eventually';

export const NGINX = '/usr/sbin/nginx';
export const nginxInstalled = () => existsSync(NGINX) && existsSync('/usr/bin/openssl');

const TEMPLATE = join(REPO_ROOT, 'deploy/nginx/xbond.conf.template');

/** envsubst as the nginx image runs it: the named variables only; any left over is an error. */
export function renderTemplate(vars: Record<string, string>): string {
  const text = readFileSync(TEMPLATE, 'utf8').replace(/\$\{([A-Z_0-9]+)\}/g, (_whole, name) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`the nginx template needs ${name}`);
    return value;
  });
  return text;
}

/** A main configuration around the rendered template, everything under `dir`. */
function mainConfig(dir: string, include: string): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}`,
    `  include ${include};`,
    '}',
  ].join('\n');
}

export interface RunningNginx {
  /** The TLS server's origin, e.g. https://localhost:43123. */
  origin: string;
  /** The certificate it serves, to trust in requests. */
  ca: string;
  stop(): Promise<void>;
}

/** Writes the rendered configuration and its certificate; returns the prefix and ports. */
export async function prepareNginx(apiServers: string[]) {
  const dir = mkdtempSync(join(inject('tmpRoot'), 'nginx-'));
  chmodSync(dir, 0o755); // workers run as nobody when the master runs as root
  const [cert, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
  execFileSync(
    '/usr/bin/openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  const ports = { http: await findFreePort(), https: await findFreePort() };
  writeFileSync(
    join(dir, 'xbond.conf'),
    renderTemplate({
      SERVER_NAME: 'localhost',
      API_SERVERS: apiServers.map((s) => `server ${s};`).join(' '),
      TLS_CERTIFICATE: cert,
      TLS_CERTIFICATE_KEY: key,
      HTTP_PORT: `127.0.0.1:${ports.http}`,
      HTTPS_PORT: `127.0.0.1:${ports.https}`,
    }),
  );
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, mainConfig(dir, join(dir, 'xbond.conf')));
  return { dir, conf, ports, ca: readFileSync(cert, 'utf8') };
}

/** `nginx -t` on a prepared configuration: whether nginx accepts it, and what it said. */
export function testNginx(prepared: { dir: string; conf: string }) {
  const run = spawnSync(NGINX, ['-t', '-p', prepared.dir, '-c', prepared.conf], {
    encoding: 'utf8',
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

/** Starts nginx in front of `apiServers` (host:port) and waits until it accepts connections. */
export async function startNginx(apiServers: string[]): Promise<RunningNginx> {
  const prepared = await prepareNginx(apiServers);
  const child = spawn(NGINX, ['-p', prepared.dir, '-c', prepared.conf], { stdio: 'ignore' });
  await untilListening(prepared.ports.https, child);
  return {
    origin: `https://localhost:${prepared.ports.https}`,
    ca: prepared.ca,
    stop: () => stopChild(child),
  };
}

async function untilListening(port: number, child: ChildProcess) {
  await eventually(async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (!open) throw new Error('nginx did not start listening');
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGQUIT'); // graceful: workers finish their requests
  });
}

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTPS request trusting `ca` (node's fetch cannot be given a certificate authority). */
export function httpsRequest(
  url: string,
  ca: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, ca },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
