import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/platform/db/free-port.ts';
import { allBrands, ownVariable } from '../src/brands/brand-registry.ts';

const API_DIR = fileURLToPath(new URL('../', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Harbour Mail's port: the last the server opens, so every brand is up once it answers. */
  port: number;
  /** Every line the server wrote to stdout and stderr so far. */
  log: string[];
  /** The exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Resolves once /api/health answers; rejects with the log if the server exits or never does. */
  ready(): Promise<void>;
  /** SIGTERM, then the exit. */
  stop(): Promise<void>;
}

/**
 * `src/main.ts` as `pnpm start` runs it (without the demo's staff), or the node arguments given
 * (a compiled server), on loopback and free ports, with `env` over this process's environment.
 */
export async function spawnServer(
  env: NodeJS.ProcessEnv,
  args = ['--import', 'tsx', 'src/main.ts'],
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: {
      ...process.env,
      WEB_ROOT: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PORT_OUTBACK_POST: String(await freePort()),
      PORT_SAKURA_BOX: String(await freePort()),
      // No load balancer to tell: a test's SIGTERM stops at once unless it sets a linger.
      SHUTDOWN_LINGER_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let buffer = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (buffer + chunk.toString()).split('\n');
      buffer = lines.pop() ?? '';
      log.push(...lines);
    });
    stream.on('end', () => buffer && log.push(buffer));
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let ended = false;
  void exited.then(() => (ended = true));

  return {
    child,
    port,
    log,
    exited,
    async ready() {
      for (const started = Date.now(); ;) {
        const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
        if (health?.ok) return;
        if (ended || Date.now() - started > 60_000) {
          throw new Error(`the server did not start:\n${log.join('\n')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop() {
      if (!ended) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Everything a live production server is given, its payment providers answered by the local fake
 * at `providerUrl`; a test takes one piece away or adds one.
 */
export async function productionEnv(
  databaseUrl: string,
  providerUrl: string,
): Promise<NodeJS.ProcessEnv> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    // Nothing listens there: these tests send no email, and nodemailer connects per message.
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    TRUST_PROXY: '10.0.0.0/8',
    STRIPE_SECRET_KEY: 'sk_live_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_fake',
    STRIPE_API_URL: providerUrl,
    PAYPAL_CLIENT_ID: 'paypal-client',
    PAYPAL_CLIENT_SECRET: 'paypal-secret',
    PAYPAL_API_URL: providerUrl,
    LOG_LEVEL: 'info',
    ...publicUrls(),
  };
}

/** Each brand's public address (`PUBLIC_URL_<BRAND>`), which production asks for. */
export function publicUrls(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    allBrands().map((brand) => [ownVariable('PUBLIC_URL', brand), `https://${brand.id}.example`]),
  );
}
