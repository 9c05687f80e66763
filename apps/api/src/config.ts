import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandDist } from '@portal/brand/all-brands';

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
  /** `NODE_ENV=production`: development aids such as /dev/outbox are off. */
  production: boolean;
  /** Secure, `__Host-` cookies: on in production, or with `COOKIE_SECURE=true` behind HTTPS. */
  secureCookies: boolean;
  /** SMTP server for email (`smtp://` or `smtps://` URL); without it email goes to the outbox table. */
  smtpUrl: string | undefined;
  /** Which proxies' X-Forwarded-For to believe, so per-IP rate limits see the member's address. */
  trustProxy: boolean | string;
  /**
   * Whether a first start on a new embedded database seeds the demo members, whose password is
   * public: in development, or in production only when `SEED_DEMO=true` asks for it.
   */
  seedDemo: boolean;
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
    production: env.NODE_ENV === 'production',
    secureCookies: env.NODE_ENV === 'production' || env.COOKIE_SECURE === 'true',
    smtpUrl: env.SMTP_URL || undefined,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    seedDemo: readBoolean(env, 'SEED_DEMO') ?? env.NODE_ENV !== 'production',
  };
}

/** `true` or `false`; unset is undefined, anything else is a mistake worth stopping for. */
function readBoolean(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const text = env[name];
  if (!text) return undefined;
  if (text !== 'true' && text !== 'false') {
    throw new Error(`${name} must be true or false, got "${text}"`);
  }
  return text === 'true';
}

/** `true` (every proxy) or a comma-separated list of proxy addresses and CIDRs. */
function readTrustProxy(text: string | undefined): boolean | string {
  if (!text || text === 'false') return false;
  return text === 'true' ? true : text;
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
  return brandDist('harbour-mail');
}
