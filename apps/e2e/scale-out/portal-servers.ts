/**
 * The portal servers of a scale-out run: `node --import tsx src/main.ts` as `pnpm start` runs it,
 * each on its own loopback ports, all on one database and one bucket.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBrands } from '@portal/brand/all-brands';
import { freePort } from '@portal/api/src/platform/db/free-port.ts';
import { startChild, stopChild, waitUntilAnswering, type Child } from './child-processes.ts';

export interface PortalServer {
  name: string;
  /** The first brand's port, and its origin bypassing nginx. */
  port: number;
  origin: string;
  /** Its whole environment: the shared settings and its own ports. */
  env: NodeJS.ProcessEnv;
  child: Child;
}

const API_DIR = fileURLToPath(new URL('../../api/', import.meta.url));

/** A server's own ports: the first brand's (PORT) and every other brand's (PORT_<ID>). */
async function brandPorts(): Promise<Record<string, string>> {
  const [, ...others] = await loadBrands();
  const env: Record<string, string> = { PORT: String(await freePort()) };
  for (const brand of others) {
    env[`PORT_${brand.id.toUpperCase().replaceAll('-', '_')}`] = String(await freePort());
  }
  return env;
}

/** Starts a server with `shared` settings (database, bucket, proxy) and waits until it is ready. */
export async function startServer(
  name: string,
  shared: Record<string, string>,
  runDir: string,
): Promise<PortalServer> {
  const ports = await brandPorts();
  const env = { ...process.env, ...shared, ...ports };
  const port = Number(ports.PORT);
  const server = { name, port, origin: `http://127.0.0.1:${port}`, env };
  return { ...server, child: await launch(server, runDir) };
}

/** Starts a stopped server again on the same ports, as its supervisor (systemd) would. */
export async function restartServer(server: PortalServer, runDir: string): Promise<PortalServer> {
  return { ...server, child: await launch(server, runDir) };
}

async function launch(server: Omit<PortalServer, 'child'>, runDir: string): Promise<Child> {
  const child = startChild(server.name, process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: server.env,
    cwd: API_DIR,
    logFile: join(runDir, `${server.name}.log`),
  });
  // Ready, not merely alive: its database and its bucket both answer (decision 106).
  await waitUntilAnswering(child, `${server.origin}/api/health/ready`);
  return child;
}

/** SIGTERM and the drain (decision 106); answers the exit code, 0 when it finished in its grace. */
export function stopServer(server: PortalServer): Promise<number | string> {
  return stopChild(server.child);
}
