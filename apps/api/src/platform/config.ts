import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandDist } from '@portal/brand/all-brands';
import { DEFAULT_LIMITS, type TransactionLimits } from '#platform/db/member-transaction.ts';
import type { TrustProxySetting } from '#platform/trust-proxy.ts';
import { DEFAULT_LOAD_LIMITS, type LoadLimits } from '#platform/load-limits.ts';
import { DEFAULT_STORAGE_GRACE_MINUTES } from '#platform/storage/reconcile-storage.ts';

/** Graceful operation's defaults (decision 106): within Kubernetes' 30 s before it kills a pod. */
export const DEFAULT_SHUTDOWN_GRACE_SECONDS = 25;
/**
 * How long a draining server keeps its listener and idle connections open, answering 503, before
 * it closes them: long enough for a load balancer to mark it down from those answers (decision 106).
 */
export const DEFAULT_SHUTDOWN_LINGER_MS = 2000;

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
  /**
   * Which proxies' X-Forwarded-For to believe, so per-IP rate limits see the member's address:
   * addresses and CIDRs, or a hop count (Fastify's `trustProxy`); `true` believes any client.
   */
  trustProxy: TrustProxySetting;
  /** Swagger UI at /api/docs: on in development, in production only with `API_DOCS=true`. */
  apiDocs: boolean;
  /** `ALLOW_SANDBOX_PAYMENTS=true`: a staging server may start in production on play money. */
  allowSandboxPayments: boolean;
  /**
   * Whether a first start on a new embedded database seeds the demo members, whose password is
   * public: in development, or in production only when `SEED_DEMO=true` asks for it.
   */
  seedDemo: boolean;
  /**
   * `STORAGE_GRACE_MINUTES`: how old an unreferenced upload must be before reconcile-storage
   * deletes it (decision 079); longer than any upload can take.
   */
  storageGraceMinutes: number;
  /** Time limits and per-member places of members' transactions (decision 080). */
  transactionLimits: TransactionLimits;
  /** `SHUTDOWN_GRACE_SECONDS`: how long SIGTERM waits for requests and jobs in hand (decision 106). */
  shutdownGraceSeconds: number;
  /** `SHUTDOWN_LINGER_MS`: how long a draining server answers 503 before it stops listening. */
  shutdownLingerMs: number;
  /** When the server sheds load with 503 (`LOAD_SHED_*`, decision 106); 0 turns a check off. */
  loadLimits: LoadLimits;
  /** `METRICS_TOKEN`: the bearer token /metrics asks for; without it /metrics is off in production. */
  metricsToken: string | undefined;
}

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

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
    apiDocs: readBoolean(env, 'API_DOCS') ?? env.NODE_ENV !== 'production',
    allowSandboxPayments: readBoolean(env, 'ALLOW_SANDBOX_PAYMENTS') ?? false,
    // At least 5 minutes: a shorter grace could delete a photo whose slow upload is still under
    // way, its member told it was saved.
    storageGraceMinutes: readCount(env, 'STORAGE_GRACE_MINUTES', DEFAULT_STORAGE_GRACE_MINUTES, 5),
    transactionLimits: {
      lockTimeoutMs: readCount(env, 'DB_LOCK_TIMEOUT_MS', DEFAULT_LIMITS.lockTimeoutMs),
      statementTimeoutMs: readCount(
        env,
        'DB_STATEMENT_TIMEOUT_MS',
        DEFAULT_LIMITS.statementTimeoutMs,
      ),
      perMember: readCount(env, 'MEMBER_CONCURRENT_CHANGES', DEFAULT_LIMITS.perMember),
    },
    shutdownGraceSeconds: readCount(env, 'SHUTDOWN_GRACE_SECONDS', DEFAULT_SHUTDOWN_GRACE_SECONDS),
    shutdownLingerMs: readCount(env, 'SHUTDOWN_LINGER_MS', DEFAULT_SHUTDOWN_LINGER_MS, 0),
    loadLimits: {
      maxEventLoopDelayMs: readCount(
        env,
        'LOAD_SHED_EVENT_LOOP_DELAY_MS',
        DEFAULT_LOAD_LIMITS.maxEventLoopDelayMs,
        0,
      ),
      maxHeapUsedMb: readCount(env, 'LOAD_SHED_HEAP_USED_MB', DEFAULT_LOAD_LIMITS.maxHeapUsedMb, 0),
      retryAfterSeconds: readCount(
        env,
        'LOAD_SHED_RETRY_AFTER_SECONDS',
        DEFAULT_LOAD_LIMITS.retryAfterSeconds,
      ),
    },
    metricsToken: readMetricsToken(env.METRICS_TOKEN),
  };
}

/**
 * A setting the server will not start with. Its message names the variable and what to set, and
 * main.ts prints it as one line before exiting, so an operator reads the cause, not a stack.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Production fails closed (DESIGN §3 decision 14, docs/decisions/070): the development stand-ins
 * that keep a fresh checkout working offline are refused under `NODE_ENV=production`. Payment
 * providers are checked where they are chosen (create-payment-providers.ts).
 */
export function refuseDevelopmentStandIns(config: ServerConfig): void {
  if (!config.production) return;
  if (!config.databaseUrl) {
    throw new ConfigError(
      'DATABASE_URL is not set: the embedded PostgreSQL is for development only. Set DATABASE_URL=postgres://user:password@host:5432/portal',
    );
  }
  if (config.trustProxy === true) {
    throw new ConfigError(
      "TRUST_PROXY=true would believe any client that sends X-Forwarded-For. Set TRUST_PROXY to your proxies' addresses or CIDRs (10.0.0.0/8,192.168.1.5) or to the number of proxies in front of the server (1)",
    );
  }
  if (!config.smtpUrl) {
    throw new ConfigError(
      'SMTP_URL is not set: emails (login codes, password resets) would only be kept in the database. Set SMTP_URL=smtps://user:password@smtp.example.com:465',
    );
  }
}

/** `true` or `false`; unset is undefined, anything else is a mistake worth stopping for. */
function readBoolean(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const text = env[name];
  if (!text) return undefined;
  if (text !== 'true' && text !== 'false') {
    throw new ConfigError(`${name} must be true or false, got "${text}"`);
  }
  return text === 'true';
}

/** A token a scraper sends; long enough that guessing it is hopeless. */
function readMetricsToken(text: string | undefined): string | undefined {
  if (!text) return undefined;
  if (text.length < 16 || /\s/.test(text)) {
    throw new ConfigError(
      'METRICS_TOKEN must be at least 16 characters without spaces, e.g. the output of `openssl rand -hex 24`',
    );
  }
  return text;
}

/** `true` (every proxy), a hop count, or a comma-separated list of proxy addresses and CIDRs. */
function readTrustProxy(text: string | undefined): TrustProxySetting {
  if (!text || text === 'false') return false;
  if (text === 'true') return true;
  return /^\d+$/.test(text) ? Number(text) : text;
}

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (!text) return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`${name} must be a port number from 1 to 65535, got "${text}"`);
  }
  return port;
}

/** A whole number of at least `least` (milliseconds, places, minutes). */
function readCount(env: NodeJS.ProcessEnv, name: string, fallback: number, least = 1): number {
  const text = env[name];
  if (!text) return fallback;
  const count = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(count) || count < least) {
    throw new ConfigError(`${name} must be a whole number of at least ${least}, got "${text}"`);
  }
  return count;
}

/** The first brand's production build, which `pnpm start` builds before starting the server. */
function defaultWebRoot(): string {
  return brandDist('harbour-mail');
}
