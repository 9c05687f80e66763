/**
 * nginx from the distribution in front of the servers, as an unprivileged process with everything
 * it writes (pid, logs, temp files) in its own folder: ops/nginx/portal.conf with its sample
 * addresses replaced by the run's.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@portal/api/src/platform/db/free-port.ts';
import { startChild, type Child } from './child-processes.ts';

const SAMPLE = fileURLToPath(new URL('../../../ops/nginx/portal.conf', import.meta.url));
const SAMPLE_SERVER = /server 10\.0\.1\.1\d:3000 /g;
const SAMPLE_LISTEN = /listen 80;/;

/** portal.conf for these server ports, listening on `port` of the loopback address. */
function renderPortalConf(sample: string, serverPorts: number[], port: number): string {
  const samples = sample.match(SAMPLE_SERVER) ?? [];
  if (samples.length !== serverPorts.length || !SAMPLE_LISTEN.test(sample)) {
    throw new Error(
      `${SAMPLE} no longer has ${serverPorts.length} "server 10.0.1.1x:3000" lines and "listen 80;": update nginx.ts with it`,
    );
  }
  let next = 0;
  return sample
    .replace(SAMPLE_SERVER, () => `server 127.0.0.1:${serverPorts[next++]} `)
    .replace(SAMPLE_LISTEN, `listen 127.0.0.1:${port};`);
}

/** The main file nginx is started with: its own paths, then the portal's http-level file. */
function mainConf(prefix: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`)
    .join('\n');
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$msec $request_method $status $upstream_addr';
  access_log ${prefix}/access.log upstreams;
${temp}
  include ${prefix}/portal.conf;
}
`;
}

/** As root (CI), nginx runs as `nobody` and its folder is nobody's; otherwise as whoever runs this. */
function unprivilegedUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
}

/** One request as nginx logged it: when, its method, and every server it was sent to, in order. */
export interface Passed {
  atMs: number;
  method: string;
  servers: string[];
}

export interface Nginx {
  child: Child;
  origin: string;
  /** The requests it has passed on so far. */
  passed(): Passed[];
  /** Removes its folder once it has stopped. */
  remove(): void;
}

export async function startNginx(runDir: string, serverPorts: number[]): Promise<Nginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'scale-out-nginx-'));
  const port = await freePort();
  writeFileSync(
    join(prefix, 'portal.conf'),
    renderPortalConf(readFileSync(SAMPLE, 'utf8'), serverPorts, port),
  );
  writeFileSync(join(prefix, 'nginx.conf'), mainConf(prefix));
  const user = unprivilegedUser();
  if (user) chownSync(prefix, user.uid, user.gid);
  const child = startChild(
    'nginx',
    process.env.NGINX_BIN ?? '/usr/sbin/nginx',
    // `-e`: the error log of start-up too, which otherwise goes to /var/log/nginx.
    [
      '-p',
      prefix,
      '-c',
      join(prefix, 'nginx.conf'),
      '-e',
      join(prefix, 'error.log'),
      '-g',
      'daemon off;',
    ],
    { env: process.env, logFile: join(runDir, 'nginx.log'), user },
  );
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    passed: () =>
      readFileSync(join(prefix, 'access.log'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => {
          // The status is for a person reading the log.
          const [msec, method, , ...servers] = line.split(' ');
          // A request tried on several servers lists them as "a, b" (", " between them).
          return {
            atMs: Number(msec) * 1000,
            method: method!,
            servers: servers.join(' ').split(', '),
          };
        }),
    remove: () => rmSync(prefix, { recursive: true, force: true }),
  };
}
