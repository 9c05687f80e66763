import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the server reads from its environment; see `.env.example` for each variable. */
export interface ServerConfig {
  host: string;
  port: number;
  /** External PostgreSQL; when absent the server runs its own embedded one under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  /** Folder of the built brand app served beside /api; null serves /api alone. */
  webRoot: string | null;
  logLevel: string;
}

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST || 'localhost',
    port: readPort(env, 'PORT', 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || join(REPO_ROOT, '.data')),
    embeddedPgPort: readPort(env, 'EMBEDDED_PG_PORT', 54329),
    webRoot: env.WEB_ROOT === '' ? null : resolve(env.WEB_ROOT || defaultWebRoot()),
    logLevel: env.LOG_LEVEL || 'info',
  };
}

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (!text) return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number from 1 to 65535, got "${text}"`);
  }
  return port;
}

/** The first brand's production build, which `pnpm start` builds before starting the server. */
function defaultWebRoot(): string {
  const brandPackage = createRequire(import.meta.url).resolve(
    '@portal/brand-harbour-mail/package.json',
  );
  return join(dirname(brandPackage), 'dist');
}
